import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { getGetCustomerReviewsQueryKey } from '@generated/hooks/customer/customer';
import { useAddProductReview } from '@generated/hooks/product/product';
import { applyServerErrors } from '@/api';
import { reviewSchema, type ReviewValues } from '@/domain/validation';
import { signInPath, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { TextAreaField } from '@/ui/form/field';
import { TextField } from '@/ui/form/text-field';
import { toast } from '@/ui/toast/toast-store';
import styles from './product.module.css';

const EMPTY: ReviewValues = { rating: '', title: '', reviewText: '' };

/** Writing a review (AddProductReview, signed in); a guest is offered sign in and back. */
export function ReviewForm({ productId }: { productId: number }) {
  const signedIn = useSession((s) => s.isLoggedIn && !s.user?.isGuest);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const add = useAddProductReview();
  const { register, handleSubmit, setError, reset, formState } = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;

  if (!signedIn) {
    return (
      <p>
        <Link to={signInPath(pathname)}>Sign in to write a review</Link>
      </p>
    );
  }

  const onSubmit = handleSubmit(async (v) => {
    try {
      const r = await add.mutateAsync({
        data: { productId, rating: Number(v.rating), title: v.title.trim(), reviewText: v.reviewText.trim() },
      });
      toast.success(r.message ?? 'Thanks for your review.');
      reset(EMPTY);
      // Every page and sort of the reviews: the key's first part is the call, the second its body.
      await queryClient.invalidateQueries({ queryKey: [getGetCustomerReviewsQueryKey()[0]] });
    } catch (error) {
      toast.error(applyServerErrors(error, setError, ['rating', 'reviewText', 'title']));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className={styles.reviewForm} aria-labelledby="review-form-title">
      <h3 id="review-form-title">Write a review</h3>
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined} className={styles.rating}>
        <legend>
          Your rating <span aria-hidden="true">*</span>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" value={String(n)} {...register('rating')} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        {errors.rating ? (
          <p id="rating-error" className={styles.error}>
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <TextField label="Title (optional)" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Your review" required error={errors.reviewText?.message} {...register('reviewText')} />
      <Button type="submit" busy={formState.isSubmitting}>
        Post review
      </Button>
    </form>
  );
}
