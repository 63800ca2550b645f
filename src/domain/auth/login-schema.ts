import * as v from 'valibot';

/** The longest password any form takes (sign-in, set password, temporary password). */
export const passwordMaxLength = 1024;

export const loginSchema = v.strictObject({
  email: v.pipe(v.string('Enter your email address.'), v.maxLength(254, 'Enter a valid email address.'), v.trim(), v.toLowerCase(), v.email('Enter a valid email address.')),
  // Bounded before scrypt sees it (issue 17): a long password costs the server, not the guesser.
  password: v.pipe(v.string('Enter your password.'), v.minLength(1, 'Enter your password.'), v.maxLength(passwordMaxLength, `A password is at most ${passwordMaxLength} characters.`)),
});

export type LoginInput = v.InferOutput<typeof loginSchema>;
