import { z } from 'zod';
import { bangladeshiMobileSchema } from './checkout.js';
import { idParamsSchema, nameText, optionalNameText, requiredText } from './common.js';
import { messages } from './messages.js';
import { TEXT_LIMITS } from './constants.js';
import { BIN_PATTERN } from './vat-invoice-rules.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * Business accounts (docs/product.md#business-accounts): a signed-in buyer applies as a workshop or a
 * dealer; the admin approves (into a customer group) or refuses, with a note. `POST
 * /api/business-accounts` applies, `GET /api/business-accounts/mine` reads one's own application.
 */

export const BUSINESS_KINDS = ['workshop', 'dealer'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
export const BUSINESS_APPLICATION_STATES = ['pending', 'approved', 'refused'] as const;
export type BusinessApplicationState = (typeof BUSINESS_APPLICATION_STATES)[number];

/** A trade licence number as city corporations print them: letters, digits, dashes, slashes. */
export const TRADE_LICENCE_PATTERN = /^[A-Za-z0-9/-]{3,40}$/;

/** Zod-free texts, like messages.ts: the web app's translation table reads them. */
export const businessAccountMessages = messageTable('businessAccount', {
  kindRequired: 'Choose workshop or dealer',
  businessNameRequired: 'Business name is required',
  tradeLicenceInvalid: 'Trade licence number is required: 3 to 40 letters, digits, dashes or slashes',
  binInvalid: 'A BIN has 13 digits; leave it empty if you have none',
  addressRequired: 'Address is required',
  alreadyPending: 'Your application is waiting for the shop’s answer',
  alreadyApproved: 'Your business account is already approved',
  applied: 'Application sent. We will tell you the answer by SMS and e-mail.',
  notPending: 'This application has already been answered',
  applicationNotFound: 'No such application',
  groupRequired: 'Choose the customer group of this business',
  groupNotFound: 'No such customer group',
  noteRequired: 'Write why the application is refused',
  decided: 'The answer is saved, and the buyer is told.',
  groupNameRequired: 'Group name is required',
  groupNameTaken: 'A group has this name already',
  groupSaved: 'Customer group saved.',
  memberNotFound: 'This business is not a member of this group',
  memberRemoved: 'Removed from the group: the application waits for a new answer.',
  groupHasMembers: 'This group still has members: remove them from it first',
  groupDeleted: 'Customer group deleted.',
});

/** The fields of an application, as the form and the API read them. */
export const businessApplicationInputSchema = lazySchema(() =>
  z.object({
    kind: z.enum(BUSINESS_KINDS, { error: businessAccountMessages.kindRequired }),
    businessName: nameText(businessAccountMessages.businessNameRequired, TEXT_LIMITS.name),
    tradeLicence: z
      .string({ error: businessAccountMessages.tradeLicenceInvalid })
      .trim()
      .regex(TRADE_LICENCE_PATTERN, businessAccountMessages.tradeLicenceInvalid),
    bin: z
      .string({ error: businessAccountMessages.binInvalid })
      .trim()
      .refine((bin) => bin === '' || BIN_PATTERN.test(bin), businessAccountMessages.binInvalid)
      .default(''),
    address: requiredText(businessAccountMessages.addressRequired, TEXT_LIMITS.shortText),
    phone: bangladeshiMobileSchema,
  }),
);
export type BusinessApplicationInput = z.infer<typeof businessApplicationInputSchema>;

/** A customer group as the admin's lists and the decision form name it. */
export const customerGroupSummarySchema = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), nameBn: z.string() }),
);
export type CustomerGroupSummary = z.infer<typeof customerGroupSummarySchema>;

export const businessApplicationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(BUSINESS_KINDS),
    businessName: z.string(),
    tradeLicence: z.string(),
    bin: z.string(),
    address: z.string(),
    phone: z.string(),
    state: z.enum(BUSINESS_APPLICATION_STATES),
    /** The admin's note with the answer ('' before it). */
    note: z.string(),
    group: customerGroupSummarySchema.nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
);
export type BusinessApplication = z.infer<typeof businessApplicationSchema>;

/** GET /api/business-accounts/mine: the buyer's own application, or null before the first. */
export const myBusinessApplicationSchema = lazySchema(() =>
  z.object({ application: businessApplicationSchema.nullable() }),
);
export type MyBusinessApplication = z.infer<typeof myBusinessApplicationSchema>;

/** GET /api/admin/business-accounts: a page of applications, newest first, by state. */
export const businessApplicationsQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(BUSINESS_APPLICATION_STATES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type BusinessApplicationsQuery = z.infer<typeof businessApplicationsQuerySchema>;

export const adminBusinessApplicationSchema = lazySchema(() =>
  businessApplicationSchema.extend({
    email: z.string(),
    buyerName: z.string(),
  }),
);
export type AdminBusinessApplication = z.infer<typeof adminBusinessApplicationSchema>;

export const businessApplicationsSchema = lazySchema(() =>
  z.object({
    items: z.array(adminBusinessApplicationSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type BusinessApplications = z.infer<typeof businessApplicationsSchema>;

const noteSchema = lazySchema(() =>
  z.string({ error: businessAccountMessages.noteRequired }).trim().max(TEXT_LIMITS.message),
);

/** POST /api/admin/business-accounts/{id}/decision: approve into a group, or refuse with a note. */
export const businessDecisionInputSchema = lazySchema(() =>
  z.discriminatedUnion(
    'decision',
    [
      z.object({
        decision: z.literal('approve'),
        groupId: z.uuid({ error: businessAccountMessages.groupRequired }),
        note: noteSchema.default(''),
      }),
      z.object({
        decision: z.literal('refuse'),
        note: noteSchema.min(1, businessAccountMessages.noteRequired),
      }),
    ],
    { error: businessAccountMessages.groupRequired },
  ),
);
export type BusinessDecisionInput = z.infer<typeof businessDecisionInputSchema>;

/** POST /api/admin/customer-groups: a new group, by name (its prices are set on the group's page). */
export const customerGroupInputSchema = lazySchema(() =>
  z.object({
    name: nameText(businessAccountMessages.groupNameRequired, TEXT_LIMITS.name),
    nameBn: optionalNameText(TEXT_LIMITS.name).default(''),
  }),
);
export type CustomerGroupInput = z.infer<typeof customerGroupInputSchema>;

export const customerGroupsSchema = lazySchema(() => z.object({ groups: z.array(customerGroupSummarySchema) }));
export type CustomerGroups = z.infer<typeof customerGroupsSchema>;

/** GET /api/admin/customer-groups/{id}/members: the approved businesses in a group, by name. */
export const customerGroupMembersSchema = lazySchema(() =>
  z.object({
    members: z.array(z.object({ applicationId: z.string(), businessName: z.string(), email: z.string() })),
  }),
);
export type CustomerGroupMembers = z.infer<typeof customerGroupMembersSchema>;

/** DELETE /api/admin/customer-groups/{id}/members/{applicationId}: the group and the member's application. */
export const groupMemberParamsSchema = lazySchema(() =>
  idParamsSchema.extend({
    applicationId: z.string({ error: messages.notFound }).max(64, messages.notFound),
  }),
);
