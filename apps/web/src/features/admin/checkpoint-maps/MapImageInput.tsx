import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { imageFileProblem, MAP_IMAGE_MAX_TEXT, MAP_IMAGE_TYPES, readAsDataUrl } from './map-image';

/**
 * The map's floor plan: a chosen file becomes the data URL the API takes. A file over 5 MB or of
 * another type is refused here, with a message, and the image stays as it was.
 */
export function MapImageInput({ value, onChange, readOnly, label, error }: CustomFieldProps<string | null>) {
  const { t } = useTranslation('adminDevices');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    const refused = imageFileProblem(chosen);
    if (refused) {
      setFile(null);
      setProblem(t(`checkpointMaps.${refused}`, { max: MAP_IMAGE_MAX_TEXT }));
      return;
    }
    setFile(chosen);
    onChange(await readAsDataUrl(chosen));
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={t('checkpointMaps.hints.image', { max: MAP_IMAGE_MAX_TEXT })}
        placeholder={value ? t('checkpointMaps.imageStored') : t('checkpointMaps.imageNone')}
        accept={MAP_IMAGE_TYPES.join(',')}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        readOnly={readOnly}
        disabled={readOnly}
        error={problem ?? error}
      />
      {value && (
        <Group align="flex-end">
          <Image src={value} alt={t('checkpointMaps.imageAlt')} mah={160} w="auto" fit="contain" />
          {!readOnly && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => {
                setFile(null);
                onChange(null);
              }}
            >
              {t('checkpointMaps.imageRemove')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
