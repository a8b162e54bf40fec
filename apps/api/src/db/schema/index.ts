// The schema as one object, for Drizzle's relational queries and drizzle-kit.

export * from './app-state';
export * from './applications';
export * from './audit';
export * from './contact';
export * from './galleries';
export * from './judging';
export * from './mail-outbox';
export * from './news-feed';
export * from './notices';
export * from './past-cohorts';
export * from './programs';
export * from './questions';
export * from './rate-limits';
export * from './reference';
export * from './stories';
export * from './team';
export * from './two-factor';
export * from './upload-locks';
export * from './users';
export * from './ventures';
