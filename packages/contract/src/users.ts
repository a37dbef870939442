import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { envelope } from './errors';
import { idParams } from './ids';
import { fieldMessages, messages } from './messages';
import { itemsEnvelope, MAX_TAKE } from './paging';
import { DRIVER_ROLE, USER_ROLES } from './roles';
import {
  cardPassword,
  emailField,
  phoneField,
  requiredText,
  userPassword,
  wholeNumberText,
} from './validation';
import { wholeNumbers } from './wire';

/** Largest page a list answers (`limit` / `take`): the one limit of every list. */
export const MAX_PAGE_SIZE = MAX_TAKE;
export const SEARCH_MAX = 100;

export const userMessages = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  usernameChanged: 'The username has been changed successfully',
  passwordChanged: 'The password has been changed successfully',
  notFound: 'This user does not exist.',
  emailTaken: (email: string) => `A user with the email ${email} already exists.`,
  notStaff: 'This user is not a back-office user.',
  deleteSelf: 'You cannot delete your own user.',
  wholeNumber: messages.wholeNumber,
  pageRange: 'Must be 1 or more',
  limitRange: `Must be between 1 and ${MAX_PAGE_SIZE}`,
  role: `Must be one of ${[...USER_ROLES, DRIVER_ROLE].join(', ')}`,
} as const;

export { idParams };
export const idQuery = idParams;

const searchField = z.string().trim().max(SEARCH_MAX, fieldMessages.maxLength).optional();
const pageField = wholeNumberText(1, 1_000_000, userMessages.pageRange).optional().default(1);
const limitField = wholeNumberText(1, MAX_PAGE_SIZE, userMessages.limitRange).optional().default(PAGE_SIZE);

/** POST /api/user/findBy/?page&limit&search */
export const findUsersQuery = z.object({ page: pageField, limit: limitField, search: searchField });
export type FindUsersQuery = z.output<typeof findUsersQuery>;

/** Page/take/search of the drivers list (GET /api/user/all/info/drivers). */
export const findDriversQuery = z.object({ page: pageField, take: limitField, search: searchField });
export type FindDriversQuery = z.output<typeof findDriversQuery>;

/**
 * Body of POST /api/user/findBy/: `Carriers` (what the old client sends) lists every back-office user
 * (the carriers group); `Dispatcher` or `Admin user` lists that type only; `Driver` lists drivers.
 */
export const findUsersBody = z
  .object({ role: z.enum([...USER_ROLES, DRIVER_ROLE], { error: userMessages.role }).optional() })
  .optional()
  .default({});

/** Pagination facts of a list: `itemCount` is the number of matching items (all pages). */
export const listMeta = wholeNumbers('itemCount', 'totalItems', 'itemsPerPage', 'totalPages', 'currentPage');
export type ListMeta = z.infer<typeof listMeta>;

export const pagedResponse = <T extends z.ZodType>(item: T) => itemsEnvelope(item, listMeta);

export const assignedDriver = z.object({ id: z.number().int(), name: z.string() });

/** A person as other records name them (a truck's driver and owner). */
export const personRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** A user and how to reach them, wire names as the user record spells them (a load's driver). */
export const userRef = personRef.extend({ email: z.string(), phone: z.string() });

/** A back-office user as the wire spells it (docs/product.md "Users"). */
export const userSchema = userRef.extend({
  role: z.string(),
  usertype: z.string(),
  /** Drivers whose dispatcher this user is. */
  assignedDrivers: z.array(assignedDriver),
  createdAt: z.iso.datetime(),
});
export type UserWire = z.infer<typeof userSchema>;

export const userListResponse = pagedResponse(userSchema);
export type UserListResponse = z.infer<typeof userListResponse>;
export const userResponse = envelope(userSchema);
export type UserResponse = z.infer<typeof userResponse>;

const userFields = {
  first_name: requiredText(50),
  last_name: requiredText(50),
  email: emailField,
  phone: phoneField,
  role: z.enum(USER_ROLES, { error: userMessages.role }),
};

/**
 * POST /api/user/create-user (docs/product.md "User form": password only on create, at least 9 characters).
 */
export const createUserBody = z.object({ ...userFields, password: userPassword });
export type CreateUserBody = z.infer<typeof createUserBody>;

/** The user form when editing: no password. */
export const updateUserBody = z.object(userFields);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** PUT /api/user/?id= — change username (the email). */
export const changeUsernameBody = z.object({
  email: z
    .string({ error: messages.fieldNonEmpty })
    .trim()
    .min(1, messages.fieldNonEmpty)
    .max(254, fieldMessages.maxLength)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, fieldMessages.email)
    .transform((value) => value.toLowerCase()),
});
export type ChangeUsernameBody = z.input<typeof changeUsernameBody>;

/**
 * PUT /api/user/{id}/password — the Admin Users change-password card
 * (docs/product.md "Change username and password": 8 to 32 characters).
 */
export const changePasswordBody = z
  .object({ password: cardPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsNotEqual,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** GET /api/user/findUserDriver: drivers, for selectors. */
export const userDriverItem = personRef.extend({
  email: z.string(),
  dispatcherId: z.number().int().nullable(),
});
export const userDriverListResponse = envelope(z.array(userDriverItem));
export type UserDriverListResponse = z.infer<typeof userDriverListResponse>;

/** A back-office user as the driver form's Dispatcher select lists them (GET /api/user/findStaff). */
export const staffMember = z.object({ id: z.number().int(), name: z.string(), role: z.string() });
export type StaffMember = z.infer<typeof staffMember>;
export const staffListResponse = envelope(z.array(staffMember));

/**
 * CSV bulk add (Add users): columns of the file, in any order, names as the sample spells them: the user
 * form's fields (no password) and the emails of the drivers to assign.
 */
export const IMPORT_COLUMNS = [
  ...(Object.keys(userFields) as ReadonlyArray<keyof typeof userFields>),
  'assigned_drivers',
] as const;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_SAMPLE_CSV =
  `${IMPORT_COLUMNS.join(',')}\n` +
  'Olivia,Martinez,olivia.martinez@example.com,3055550101,Dispatcher,\n' +
  'Noah,Johnson,noah.johnson@example.com,4695550102,Admin user,\n' +
  'Sofía,Hernández,sofia.hernandez@example.com,7135550103,Dispatcher,\n';

export const importMessages = {
  noRows: 'The file has no users.',
  tooManyRows: `A file may hold at most ${IMPORT_MAX_ROWS} users.`,
  notCsv: 'The file could not be read as CSV.',
  duplicateInFile: (line: number) => `The email is repeated in the file (line ${line})`,
  emailExists: 'A user with this email already exists',
  unknownDriver: (email: string) => `No driver with the email ${email}`,
  rowsInvalid: (count: number) => `${count} row${count === 1 ? '' : 's'} must be fixed; no user was created.`,
} as const;

/** One CSV row as read, with what is wrong with it (nothing: it can be created). */
export const importRowSchema = z.object({
  line: z.number().int(),
  ...userSchema.pick({ first_name: true, last_name: true, email: true, phone: true, role: true }).shape,
  assigned_drivers: z.array(z.string()),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /api/user/import?dryRun=true (preview) or without dryRun (create): the rows and what happened. */
export const importResponse = envelope(
  z.object({
    rows: z.array(importRowSchema),
    created: z.number().int(),
    invalid: z.number().int(),
  }),
);
export type ImportResponse = z.infer<typeof importResponse>;
export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
