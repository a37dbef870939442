import { SimpleGrid } from '@mantine/core';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ButtonsGallery } from '../components/buttons-gallery';
import { CardsGallery } from '../components/cards-gallery';
import { FieldsGallery } from '../components/fields-gallery';
import { FormGallery } from '../components/form-gallery';
import { PopupsGallery } from '../components/popups-gallery';
import { TableGallery } from '../components/table-gallery';

/**
 * A living gallery of the shared widgets in each of their states. Later screens copy from here, and the
 * end-to-end checks can exercise a widget without any data behind it.
 */
export function ComponentTestPage() {
  return (
    <ContentLayout title="Component test">
      <FieldsGallery />
      <FormGallery />
      <TableGallery />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PopupsGallery />
        <ButtonsGallery />
      </SimpleGrid>
      <CardsGallery />
    </ContentLayout>
  );
}
