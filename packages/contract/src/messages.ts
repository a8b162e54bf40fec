/**
 * Every user-facing message, in the spec's wording with its spelling slips and doubled words
 * corrected (DESIGN.md "Deliberate departures"). Server answers and client snackbars both use these.
 */
export const MSG = {
  // validation (spec 1 §5, spec 3 §5)
  required: 'Input is Required',
  requiredLower: 'Input is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  emailMax: 'Maximum 50 characters',
  passwordRequired: 'Password is required',
  passwordMin: 'Minimum 8 characters',
  passwordUpper: 'Must have at least one uppercase character',
  passwordNumber: 'Must have at least one number',
  passwordSpecial: 'Must have at least one special character [!@#$%.]',
  passwordsMismatch: 'Passwords do not match',
  contactMessageEmpty: 'Please add your message',
  fileRequired: 'Kindly Select a File',
  searchEmpty: 'Type something to search for',

  // sign-in, registration, reset (spec 1 §8)
  loginFailed: 'Wrong email or password/Account is not activated.',
  registered: "Account Created. We've sent you an activation link via email.",
  emailTaken: 'An account with this e-mail already exists.',
  registerFailed: 'An error occurred; Please try again.',
  resetLinkSent: "We've sent you a reset link via email.",
  accountMissing: 'Account does not exist',
  resetDone: 'Password reset successful.',
  resetFailed: 'An error occurred.',
  invalidToken: 'Invalid/Expired Token',
  activated: 'Your account is activated. You can sign in now.',
  activationFailed: 'This activation link is invalid or has expired.',
  signedOut: 'Signed out.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',

  // contact (spec 1 §8)
  contactSent: 'Message sent Successfully.',
  contactFailed: 'An Error Occurred. Please try again..',

  // generic (spec 3 §8)
  error: 'An Error Occurred',
  formDataFailed: "An Error Occurred; Couldn't Get Form Data",
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  validationFailed: 'Please correct the highlighted fields.',
  serverError: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The file is too large.',

  // programs (spec 3 §5, §8)
  programDeadlinePast: 'The deadline cannot be before today',
  programStartPast: 'The start date cannot be before today',
  programStartAfterEnd: 'The start date cannot be after the end date',
  programEndBeforeStart: 'The end date cannot be before the start date',
  programNameTaken: 'A program with this name already exists.',
  programAlreadyActive: 'Another program is active. Deactivate it first.',

  // content (spec 3 §5)
  bioRequired: 'Kindly add a bio',
  rolePickRequired: 'Kindly pick a role',
  bodyRequired: 'Please add a Body',
  descriptionRequired: 'Please add a description',
  albumDateFuture: 'The date cannot be after today',
  publishDateFuture: 'The publish date cannot be after today',
  teamMemberNameTaken: 'A team member with this name already exists.',
  galleryNameTaken: 'A gallery with this name already exists.',
  albumNameTaken: 'This gallery already has an album with this name.',
  storyNameTaken: 'A story with this name already exists.',
  videoNameTaken: 'This story already has a video with this name.',
  pastCohortNameTaken: 'A past cohort with this name or link already exists.',
  competitorNameTaken: 'This cohort already has a competitor with this name.',
  imageUploaded: 'Image Uploaded Successfully',
  videoUploaded: 'Video Uploaded Successfully',
  imagesUploaded: 'Images Uploaded Successfully',
  focusActivated: 'Focus Cohort Activated Successfully',
  focusDeactivated: 'Focus Cohort Deactivated Successfully',
  confirmFocusActivate: 'Are You Sure You Want to Make This the Focus Cohort?',
  confirmFocusDeactivate: 'Are You Sure You Want to Remove the Focus from This Cohort?',
  notAVideo: 'The file is not a video (MP4 or WebM).',
  contestantsPending: 'Contestant Announcement Pending',
  cohortNotFound: 'This cohort could not be found.',

  // empty states
  noPreviousCohorts: 'No Previous Cohorts',
  noProgramFound: 'No Program Found',
  noLogFound: 'No Log Found',

  // shared admin blocks (web components)
  editorUploadFailed: "Couldn't upload file: {filename}",
  fileTooLarge: 'The file is too large. The limit is {limit}.',
  fileTypeNotAllowed: 'This type of file is not allowed: {filename}',
  noAccess: 'You do not have access to this page.',
  noActiveProgram: 'No active programme',
} as const;

/**
 * Snackbars, confirmations and the empty state of a resource's standard actions: "Program Added
 * Successfully", ... `noun` is the word of the confirmations and empty state where the spec uses
 * another ("Add Team Member?", "No Team Member Found"); `empty` overrides the empty state.
 */
export const resourceMessages = (label: string, opts: { noun?: string; empty?: string } = {}) => ({
  created: `${label} Added Successfully`,
  updated: `${label} Updated Successfully`,
  deleted: `${label} Deleted Successfully`,
  activated: `${label} Activated Successfully`,
  deactivated: `${label} Deactivated Successfully`,
  confirmCreate: `Are You Sure You Want to Add ${opts.noun ?? label}?`,
  confirmUpdate: `Are You Sure You Want to Update ${opts.noun ?? label}?`,
  confirmDelete: `Are You Sure You Want to Delete ${opts.noun ?? label}?`,
  confirmActivate: `Are You Sure You Want to Activate ${opts.noun ?? label}?`,
  confirmDeactivate: `Are You Sure You Want to Deactivate ${opts.noun ?? label}?`,
  empty: opts.empty ?? `No ${opts.noun ?? label} Found`,
});
