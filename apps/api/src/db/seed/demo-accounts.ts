/** Demo accounts of the embedded database (README). */
export const DEMO_ACCOUNTS = {
  judge: { email: 'judge@example.com', password: 'Judge@2025', first_name: 'Wanjiru', last_name: 'Kamau' },
  // A second judge, so that a group can be judged by two on the demo (and in the e2e flow).
  judge2: { email: 'judge2@example.com', password: 'Judge@2025', first_name: 'Nyokabi', last_name: 'Mwangi' },
  applicant: { email: 'applicant@example.com', password: 'Applicant@2025', first_name: 'Achieng', last_name: 'Otieno' },
} as const;
