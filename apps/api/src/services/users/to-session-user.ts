import type { SessionUser } from '@motoforge/contract';

type UserRow = { id: string; email: string; name: string; role?: string | null; image?: string | null };

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    img: user.image ?? null,
  };
}
