// No zod here: public pages page through lists with it (pagination.ts re-exports it).
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
