import { resourceMessages } from '@portal/contract/messages';
import type { Program, ProgramInput } from '@portal/contract/programs';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/program` (program_view, _create, _edit, _archive, _activate, _deactivate): list and
 * search, show, create (201; 409 for a taken name; 422 field errors), update, delete, activate
 * (409 while another program is active), deactivate. Keys start with 'program', so a change
 * also refreshes `programDetails`.
 */
export const programsClient = createResourceClient<Program, ProgramInput>('program', resourceMessages('Program'));
