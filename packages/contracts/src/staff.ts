import { z } from 'zod';

export const UserProfile = z.object({
  username: z.string(),
  permissions: z.array(z.string()),
  teams: z.array(z.string()),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const StaffLoginBody = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Enter your username.')
      .max(64)
      .regex(/^[a-z0-9._-]+$/, 'Usernames use letters, digits, dots, dashes and underscores.'),
    password: z.string().min(1, 'Enter your password.').max(256),
  })
  .strict();

export const StaffLoginResponse = z.object({
  csrf_token: z.string(),
  session_id: z.string(),
  user_profile: UserProfile,
  display_name: z.string(),
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;

export const StaffLogoutResponse = z.object({ status: z.literal('signed_out') });
