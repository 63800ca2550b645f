import * as v from 'valibot';

export const minPasswordLength = 10;

/** A password a user chooses (set at first sign-in): at least 10 characters, not only spaces. */
export const newPasswordField = v.pipe(
  v.string('Enter a password.'),
  v.minLength(minPasswordLength, `Use at least ${minPasswordLength} characters.`),
  v.maxLength(200, 'Use at most 200 characters.'),
  v.check((s) => s.trim().length > 0 && !s.includes('\0'), 'Use letters, digits or symbols, not only spaces.'),
);

/** POST /api/auth/password. */
export const setPasswordSchema = v.strictObject({ password: newPasswordField });
export type SetPasswordInput = v.InferOutput<typeof setPasswordSchema>;

/** The set-password form: the password typed twice. */
export const setPasswordFormSchema = v.pipe(
  v.object({ password: newPasswordField, confirm: v.string() }),
  v.forward(
    v.check((f) => f.password === f.confirm, 'The two passwords are not the same.'),
    ['confirm'],
  ),
);
