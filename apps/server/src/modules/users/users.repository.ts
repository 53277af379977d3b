import { and, eq, gt, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';

export type UserRow = typeof tables.users.$inferSelect;
export type NewUserRow = typeof tables.users.$inferInsert;

export function createUsersRepository(db: Database) {
  /** Whether any account matches (each condition is served by a unique index). */
  async function exists(condition: SQL): Promise<boolean> {
    const rows = await db.select({ id: tables.users.id }).from(tables.users).where(condition).limit(1);
    return rows.length > 0;
  }

  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(tables.users).values(row).returning();
      return created!;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
      return rows[0];
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(tables.users).where(eq(tables.users.id, id)).limit(1);
      return rows[0];
    },
    emailExists: (email: string) => exists(eq(tables.users.email, email)),
    /** The open account that verified this number (`+91XXXXXXXXXX`), if any. */
    async findByVerifiedPhone(phoneNumber: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(tables.users)
        .where(
          and(
            eq(tables.users.phoneNumber, phoneNumber),
            isNotNull(tables.users.phoneVerifiedAt),
            isNull(tables.users.deletedAt),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /**
     * Creates an account for the number a sign-up token proved, using the token up in the same transaction: a token
     * signs up one account, and a failed insert leaves it usable. Undefined when the token is used or expired.
     */
    async insertWithSignupToken(
      tokenHash: string,
      row: Omit<NewUserRow, 'phoneNumber' | 'phoneVerifiedAt'>,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .delete(tables.signupTokens)
          .where(
            and(eq(tables.signupTokens.tokenHash, tokenHash), gt(tables.signupTokens.expiresAt, new Date())),
          )
          .returning({ phoneNumber: tables.signupTokens.phoneNumber });
        if (!token) return undefined;
        const [created] = await tx
          .insert(tables.users)
          .values({ ...row, phoneNumber: token.phoneNumber, phoneVerifiedAt: new Date() })
          .returning();
        return created;
      });
    },
    aadhaarHashExists: (hash: string) => exists(eq(tables.users.aadhaarHash, hash)),
    async update(id: string, changes: Partial<NewUserRow>): Promise<UserRow> {
      const [updated] = await db
        .update(tables.users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(tables.users.id, id))
        .returning();
      return updated!;
    },
    /** Whether another user still shows this avatar (the same photo gives the same content-hash key). */
    async avatarInUseByOthers(key: string, exceptUserId: string | null): Promise<boolean> {
      const rows = await db
        .select({ id: tables.users.id })
        .from(tables.users)
        .where(
          exceptUserId
            ? and(eq(tables.users.avatarKey, key), ne(tables.users.id, exceptUserId))
            : eq(tables.users.avatarKey, key),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
