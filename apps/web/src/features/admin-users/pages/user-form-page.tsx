import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { messages } from '@fletx/contract/messages';
import { USER_ROLE_OPTIONS } from '@fletx/contract/roles';
import {
  type CreateUserBody,
  createUserBody,
  type UserResponse,
  updateUserBody,
  userMessages,
} from '@fletx/contract/users';
import { Avatar, Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PersonFields } from '../../../components/form/person-fields';
import { RecordHistory } from '../../../components/history/record-history';
import { FormPage } from '../../../components/layouts/form-page';
import { showError, showSuccess } from '../../../components/popups/popups';
import { FilePicker } from '../../../components/upload/file-picker';
import { paths } from '../../../config/paths';
import { useEditId } from '../../../hooks/use-id-param';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { fetchDocumentBlobUrl, useDocuments, useUploadDocuments } from '../../../lib/documents';
import { useZodForm } from '../../../lib/form';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';

/** Editing keeps the password out (it is changed with the change-password card). */
const editSchema: z.ZodType<CreateUserBody, CreateUserBody> = updateUserBody.extend({ password: z.string() });
const roleOptions = USER_ROLE_OPTIONS.map((o) => ({ ...o }));
const empty: CreateUserBody = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  role: 'Carriers',
  password: '',
};

function useCurrentPhoto(userId: number | undefined) {
  const docs = useDocuments(ENTITY_TYPE.user, userId ?? 0);
  const photo = docs.data?.data.find((d) => d.documentType === DOCUMENT_TYPE.userPhoto);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photo) return;
    let revoked = false;
    let made: string | undefined;
    fetchDocumentBlobUrl(photo.id)
      .then((u) => {
        made = u;
        if (!revoked) setUrl(u);
      })
      .catch(() => setUrl(undefined));
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photo]);
  return url;
}

/**
 * New user / Edit User (docs/product.md "User form"): picture required on create, password only on create.
 */
export function UserFormPage() {
  const id = useEditId();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const user = useUser(id);
  const create = useCreateUser();
  const update = useUpdateUser();
  const uploadDocuments = useUploadDocuments();
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const [photoError, setPhotoError] = useState<string>();
  const currentPhoto = useCurrentPhoto(id);
  const preview = useObjectUrl(photo) ?? currentPhoto;

  const form = useZodForm(editing ? editSchema : createUserBody, { defaultValues: empty });
  const { control, handleSubmit, formState, reset, setError } = form;
  const version = useRecordVersion(user, {
    dirty: formState.isDirty,
    load: useCallback(
      ({ data: loaded }: UserResponse) =>
        reset({
          first_name: loaded.first_name,
          last_name: loaded.last_name,
          email: loaded.email,
          phone: loaded.phone,
          role: loaded.role as CreateUserBody['role'],
          password: '',
        }),
      [reset],
    ),
  });

  const submit = handleSubmit(async (values) => {
    if (!editing && !photo) {
      setPhotoError(messages.requiredImage);
      showError(messages.requiredImage);
      return;
    }
    try {
      let userId: number;
      let message: string;
      if (editing) {
        const { password: _password, ...body } = values;
        message = (await update.mutateAsync({ id, body, etag: version.etag })).message;
        userId = id;
      } else {
        const result = await create.mutateAsync(values);
        message = result.message;
        userId = result.data.id;
      }
      if (photo) {
        setProgress(0);
        await uploadDocuments(ENTITY_TYPE.user, userId, [
          { documentType: DOCUMENT_TYPE.userPhoto, file: photo, onProgress: setProgress },
        ]);
      }
      showSuccess(message);
      navigate(paths.app.adminUsers.getHref());
    } catch (error) {
      setProgress(undefined);
      if (version.catchStale(error)) return;
      // A taken email is the Email field's problem: say it there too, as the schedule form does (schedule-form.tsx).
      if (error instanceof ApiError && error.message === userMessages.emailTaken(values.email))
        setError('email', { message: error.message });
      showError(getErrorMessage(error));
    }
  });

  return (
    <FormPage
      title={editing ? 'Edit User' : 'New user'}
      backTo={paths.app.adminUsers.getHref()}
      loading={editing && user.isLoading}
      loadingLabel="Loading the user"
      onSubmit={submit}
      after={editing ? <RecordHistory entityType="user" entityId={id} /> : null}
    >
      <Stack gap="md">
        <Group gap="md" align="center">
          <Avatar src={preview} size={72} radius="xl" alt="Profile picture" />
          <FilePicker
            label="Profile picture"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            file={photo}
            onChange={(file) => {
              setPhoto(file);
              setPhotoError(undefined);
            }}
            progress={progress}
            required={!editing}
            error={photoError}
            hint="PNG or JPG"
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <PersonFields control={control} />
          <FormSelectField control={control} name="role" label="User Type" data={roleOptions} disabled />
          {editing ? null : (
            <FormTextField
              control={control}
              name="password"
              type="password"
              label="Password"
              withAsterisk
              description="More than 8 characters, upper and lower case, a digit and one of #?!@$%^&*-"
            />
          )}
        </SimpleGrid>
        <FormActions
          onCancel={() => navigate(paths.app.adminUsers.getHref())}
          saveDisabled={!formState.isValid}
          saving={formState.isSubmitting}
          stale={version.stale}
          onShowMissing={() => {
            // The picture is outside the form's schema: name it with the fields the checks mark.
            if (!editing && !photo) setPhotoError(messages.requiredImage);
            return handleSubmit(() => undefined)();
          }}
        />
      </Stack>
    </FormPage>
  );
}
