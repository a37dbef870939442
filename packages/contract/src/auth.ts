import { z } from 'zod';
import { envelope } from './errors';
import { messages } from './messages';
import { userRef } from './users';

/** POST /api/auth/login — `name` is the user's email. */
export const loginBody = z.object({
  name: z.string().trim().min(1, messages.emptyLoginFields).max(254),
  password: z.string().min(1, messages.emptyLoginFields).max(256),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenSet = z.object({
  idToken: z.string(),
  accessToken: z.object({ jwtToken: z.string() }),
  refreshToken: z.object({ token: z.string() }),
});
export type TokenSet = z.infer<typeof tokenSet>;

export const loginResponse = envelope(tokenSet);
export type LoginResponse = z.infer<typeof loginResponse>;

/** Claims of the id token (Cognito-shaped, OIDC names): `name` is the full name. */
export const idTokenClaims = z.object({
  sub: z.string(),
  name: z.string(),
  given_name: z.string(),
  family_name: z.string().optional(),
  email: z.string(),
  'cognito:groups': z.array(z.string()),
  'custom:role': z.string().optional(),
  exp: z.number(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

/**
 * POST /api/auth/refresh: the refresh token in the body (API clients) or in its cookie (the web apps), so the
 * body is optional.
 */
export const refreshBody = z.object({ refreshToken: z.string().min(1).max(512).optional() }).nullish();
export const logoutBody = refreshBody;

/** POST /api/auth/forgotpassword */
export const forgotPasswordBody = z.object({
  username: z.string().trim().min(1, messages.provideEmail).max(254),
});

/** POST /api/auth/confirmPassword — rules checked in the order of docs/product.md "Password recovery". */
export const confirmPasswordBody = z.object({
  username: z.string().trim().min(1, messages.emailError).max(254),
  code: z.string().trim().min(1, messages.allFieldsNotEmpty).max(32),
  newPassword: z.string().min(1, messages.allFieldsNotEmpty).max(256),
  confirmNewPassword: z.string().min(1, messages.allFieldsNotEmpty).max(256),
});
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBody>;

/** The user the web app keeps in memory, read from the id token (docs/product.md "Login screen"). */
export const storedUserInfo = z.object({
  id: z.string(),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string().optional(),
  email: z.string(),
  role: z.string().optional(),
  groups: z.array(z.string()),
});
export type StoredUserInfo = z.infer<typeof storedUserInfo>;

/** GET /api/auth/me — wire names as the user record spells them (docs/product.md "Users"). */
export const profile = userRef.extend({ role: z.string() });
export type Profile = z.infer<typeof profile>;
export const meResponse = envelope(profile);
