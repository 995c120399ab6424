import { revokeSessions } from '../db/sessions';
import { toCustomerInfo } from '../db/present';
import type { MockContext, Schemas } from './support';
import {
  bearerToken,
  badRequest,
  EMAIL,
  failure,
  intParam,
  json,
  params,
  readJson,
  secured,
  isStrongPassword,
  PASSWORD_RULE,
  success,
} from './support';
import type { TagResolvers } from './operations';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const METALS = ['Silver', 'Gold', 'Platinum', 'Palladium', 'Copper'];

export function accountHandlers(ctx: MockContext): TagResolvers<'Account'> {
  const { db } = ctx;
  const flag = (name: string, apply: (c: (typeof db.state.customers)[number], v: boolean) => void, message: (v: boolean) => string) =>
    secured(ctx, ({ request, customer }) => {
      const v = params(request).get(name);
      if (v !== 'true' && v !== 'false') return badRequest(`${name} must be true or false.`);
      apply(customer, v === 'true');
      ctx.save();
      return success(message(v === 'true'));
    });

  return {
    updateContactInfo: secured(ctx, async ({ request, customer }) => {
      const b = await readJson<Schemas['ContactInfo']>(request);
      const errors: Record<string, string[]> = {};
      if (!b?.firstName || !/^[A-Za-z]+$/.test(b.firstName)) errors.firstName = ['Use letters only.'];
      if (!b?.lastName || !/^[A-Za-z]+$/.test(b.lastName)) errors.lastName = ['Use letters only.'];
      if (!b?.emailId || !EMAIL.test(b.emailId)) errors.emailId = ['Enter a valid email address.'];
      if (b?.mobNo && !/^\d{10}$/.test(b.mobNo)) errors.mobNo = ['Enter a 10-digit mobile number.'];
      if (!b || Object.keys(errors).length) return badRequest('Some fields need attention.', errors);
      if (db.state.customers.some((c) => c.customerId !== customer.customerId && c.emailId.toLowerCase() === b.emailId.toLowerCase()))
        return failure(400, 'Another account uses that email.');
      if (b.emailId.toLowerCase() !== customer.emailId.toLowerCase()) customer.isEmailVerified = false;
      Object.assign(customer, {
        firstName: b.firstName,
        lastName: b.lastName,
        emailId: b.emailId,
        mobNo: b.mobNo ?? null,
        profilePhoto: b.profilePhoto ?? customer.profilePhoto,
      });
      ctx.save();
      const c = customer;
      return json<Schemas['CustomerInfoResponse']>({ data: toCustomerInfo(c) });
    }),

    changePassword: secured(ctx, async ({ request, customer }) => {
      if (intParam(request, 'CustomerId') !== customer.customerId) return badRequest('CustomerId must be the signed-in customer.');
      const body = await readJson<Schemas['ChangePasswordRequest']>(request);
      if (body?.oldPassword !== customer.password) return badRequest('The current password is not correct.');
      const next = body.newPassword;
      if (!isStrongPassword(next)) return badRequest(PASSWORD_RULE);
      customer.password = next;
      // Every other session ends: a stolen token stops working once the password is changed.
      revokeSessions(db.state, customer.customerId, bearerToken(request));
      ctx.save();
      return success('Your password has been changed.');
    }),

    splitMyOrders: flag(
      'allowSplit',
      (c, v) => {
        c.allowSplit = v;
      },
      (v) => (v ? 'Large orders may ship in several parcels.' : 'Orders ship in one parcel.'),
    ),
    mergeMyOrders: flag(
      'allowCombineOrder',
      (c, v) => {
        c.allowCombineOrder = v;
      },
      (v) => (v ? 'Open orders will be combined into one shipment.' : 'Orders ship separately.'),
    ),

    fileUpload: secured(ctx, async ({ request, customer }) => {
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (
        !form ||
        !(file instanceof Blob) ||
        form.get('imageType') !== 'customerprofile' ||
        Number(form.get('customerId')) !== customer.customerId
      ) {
        return badRequest('File upload failed: send an image as file, imageType customerprofile and your customerId.');
      }
      if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type))
        return badRequest('File upload failed: choose a PNG, JPEG or WebP image.', { file: ['Choose a PNG, JPEG or WebP image.'] });
      if (file.size > MAX_PHOTO_BYTES)
        return badRequest('File upload failed: the photo must be 2 MB or smaller.', { file: ['The photo must be 2 MB or smaller.'] });
      // A new name for every upload, so no browser shows a cached older photo.
      const fileUrl = `/uploads/customerprofile/${customer.customerId}-${db.state.nextId++}.${file.type.split('/')[1] ?? 'png'}`;
      const previous = customer.profilePhoto;
      db.state.uploads = Object.fromEntries(Object.entries(db.state.uploads).filter(([path]) => path !== previous));
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      db.state.uploads[fileUrl] = `data:${file.type};base64,${btoa(binary)}`;
      customer.profilePhoto = fileUrl;
      ctx.save();
      return json<Schemas['FileUploadResult']>({ data: { fileUrl } });
    }),

    updateCustomerProfile: secured(ctx, async ({ request, customer }) => {
      const b = await readJson<Schemas['ProfileUpdate']>(request);
      if (!b || b.customerId !== customer.customerId)
        return badRequest('customerId must be the signed-in customer.', { customerId: ['Must be the signed-in customer.'] });
      if (b.metalPreference && !METALS.includes(b.metalPreference))
        return badRequest(`metalPreference must be one of ${METALS.join(', ')}.`, { metalPreference: ['Choose one of the metals.'] });
      if (
        b.preferenceProductTypeId !== null &&
        b.preferenceProductTypeId !== undefined &&
        !(b.preferenceProductTypeId >= 1 && b.preferenceProductTypeId <= 4)
      )
        return badRequest('preferenceProductTypeId must be 1 (coins), 2 (bars), 3 (rounds) or 4 (jewelry).', {
          preferenceProductTypeId: ['Choose a product type.'],
        });
      if (b.preferenceMintType && !['Government', 'Private'].includes(b.preferenceMintType))
        return badRequest('preferenceMintType must be Government or Private.', { preferenceMintType: ['Choose Government or Private.'] });
      customer.profile = { ...b, isPreferenceUpdated: true };
      if (b.customerType) customer.customerType = b.customerType;
      ctx.save();
      return success('Your preferences are saved.');
    }),
  };
}
