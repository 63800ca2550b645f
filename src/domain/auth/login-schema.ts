import * as v from 'valibot';

export const loginSchema = v.object({
  email: v.pipe(v.string('Enter your email address.'), v.trim(), v.toLowerCase(), v.email('Enter a valid email address.')),
  password: v.pipe(v.string('Enter your password.'), v.minLength(1, 'Enter your password.')),
});

export type LoginInput = v.InferOutput<typeof loginSchema>;
