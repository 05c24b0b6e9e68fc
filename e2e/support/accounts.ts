export interface Account {
  name: string;
  password: string;
}

/** The first user, created by the setup wizard spec; the later specs sign in with it. */
export const ADMIN: Account = { name: 'admin', password: 'Leuchtturm-2024' };
