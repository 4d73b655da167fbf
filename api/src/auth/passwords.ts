import bcrypt from 'bcryptjs';

/** bcrypt cost; 12 in production (≈0.25 s a hash), lower only where BCRYPT_ROUNDS says so (tests). */
const rounds = () => {
  const n = Number(process.env.BCRYPT_ROUNDS);
  return Number.isInteger(n) && n >= 4 && n <= 15 ? n : 12;
};

export const hashPassword = (password: string) => bcrypt.hash(password, rounds());

// Compared against when the username is unknown, so a miss takes as long as a hit.
let dummy: string | null = null;

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null) {
    dummy ??= await bcrypt.hash('found-in-two-dummy-password', rounds());
    await bcrypt.compare(password, dummy);
    return false;
  }
  return bcrypt.compare(password, hash);
}
