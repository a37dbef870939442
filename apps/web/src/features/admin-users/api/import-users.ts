import { importResponse } from '@fletx/contract/users';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/**
 * POST /api/user/import (multipart `file`). With dryRun: every row read from the file with what is wrong
 * with it, nothing created. Without: creates every user in one transaction (400 with one detail per bad row).
 */
export function importUsers({ file, dryRun }: { file: File; dryRun: boolean }) {
  const form = new FormData();
  form.append('file', file);
  return api.post('/user/import', form, {
    schema: importResponse,
    query: dryRun ? { dryRun: true } : undefined,
  });
}

/** The preview of a file (dry run). */
export const usePreviewImport = () => useApiMutation((file: File) => importUsers({ file, dryRun: true }));

export const useImportUsers = () =>
  useApiMutation(
    (file: File) => importUsers({ file, dryRun: false }),
    () => invalidations.userSaved(),
  );
