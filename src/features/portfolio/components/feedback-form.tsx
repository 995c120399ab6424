import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { getAddPortfolioCustomerFeedbacksMutationOptions } from '@generated/hooks/portfolio/portfolio';
import { portfolioFeedbackSchema, type PortfolioFeedbackValues } from '@/domain/validation';
import { useCustomerId } from '@/features/session';
import { Button } from '@/ui/button';
import { SelectField, TextAreaField } from '@/ui/form/field';
import { FormResult, saveResult } from '@/ui/form/form-result';
import styles from '../portfolio.module.css';

const FEEDBACK_TYPES = ['Idea', 'Something is wrong', 'A figure looks off', 'Praise'];

/** Feedback about the portfolio (AddPortfolioCustomerFeedbacks), validated before it is sent. */
export function FeedbackForm() {
  const customerId = useCustomerId() || null;
  const { register, handleSubmit, reset, formState } = useForm<PortfolioFeedbackValues>({
    resolver: zodResolver(portfolioFeedbackSchema),
    defaultValues: { feedBackType: '', feedBackText: '' },
  });
  const send = useMutation(getAddPortfolioCustomerFeedbacksMutationOptions({ mutation: { onSuccess: () => reset() } }));
  const result = saveResult(
    send,
    (r) => r.message ?? 'Thanks for your feedback.',
    () => 'We could not send your feedback. What you wrote is kept; try again.',
  );
  const onSubmit = handleSubmit((v) =>
    send.mutate({ data: { customerId, feedBackType: v.feedBackType, feedBackText: v.feedBackText.trim() } }),
  );
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="feedback-title" className={styles.form}>
      <h2 id="feedback-title">Tell us about your portfolio</h2>
      <SelectField
        label="About"
        required
        options={FEEDBACK_TYPES}
        placeholder="Choose…"
        error={formState.errors.feedBackType?.message}
        {...register('feedBackType')}
      />
      <TextAreaField
        label="Your feedback"
        required
        hint="10 to 1,000 characters."
        error={formState.errors.feedBackText?.message}
        {...register('feedBackText')}
      />
      <Button type="submit" busy={result.busy}>
        Send feedback
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}
