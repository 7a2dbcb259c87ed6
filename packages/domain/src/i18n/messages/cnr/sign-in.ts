// The Montenegrin texts of sign-in.ts's area (its Russian in ../ru/sign-in.ts).
export const signInMessagesCnr = {
  'sms.signInCode': 'Kôd za prijavu: {code}',
} satisfies Record<string, string>;
