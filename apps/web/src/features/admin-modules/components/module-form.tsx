import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { AdminModule, AdminModuleCreate } from '@apopunkt/domain/schemas/admin-modules';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MediaInput } from '../../../components/forms/media-input';
import { focusFirstError, reportSubmitError } from '../../../lib/form';
import { productsOf, useProductOptions } from '../api/get-product-options';
import { fromLocalInput, MODULE_TYPE_OPTIONS, toLocalInput } from '../labels';
import { ThirdPartySetPicker } from './third-party-set-picker';
import { VisibilityCheckbox } from './visibility-checkbox';

interface Values {
  type: string;
  name: string;
  longName: string;
  shortDescription: string;
  slug: string;
  productId: string | null;
  manufacturerId: string | null;
  thumbnail: string;
  coverImage: string;
  isVisible: boolean;
  isVerifiedOnly: boolean;
  visibleFrom: string;
  visibleTo: string;
  knowledgeValue: number;
  premiumValue: number | '';
  repeatPeriodDays: number | '';
  minSeconds: number | '';
  footNote: string;
  legalInfo: string;
  sourcesPdf: string;
  surveyUrl: string;
  contentUrl: string;
  thirdPartyTitle: string;
  thirdPartyText: string;
  thirdPartyPartner: string;
  hasCertificate: boolean;
}

function initialValues(module: AdminModule | null): Values {
  return {
    type: String(module?.type ?? 2),
    name: module?.name ?? '',
    longName: module?.longName ?? '',
    shortDescription: module?.shortDescription ?? '',
    slug: module?.slug ?? '',
    productId: module?.productId ? String(module.productId) : null,
    manufacturerId: module?.manufacturerId ? String(module.manufacturerId) : null,
    thumbnail: module?.thumbnail ?? '',
    coverImage: module?.coverImage ?? '',
    isVisible: module?.isVisible ?? false,
    isVerifiedOnly: module?.isVerifiedOnly ?? false,
    visibleFrom: toLocalInput(module?.visibleFrom ?? null),
    visibleTo: toLocalInput(module?.visibleTo ?? null),
    knowledgeValue: module?.knowledgeValue ?? 0,
    premiumValue: module?.premiumValue ?? '',
    repeatPeriodDays: module?.repeatPeriodDays ?? '',
    minSeconds: module?.minSeconds ?? '',
    footNote: module?.footNote ?? '',
    legalInfo: module?.legalInfo ?? '',
    sourcesPdf: module?.sourcesPdf ?? '',
    surveyUrl: module?.surveyUrl ?? '',
    contentUrl: module?.contentUrl ?? '',
    thirdPartyTitle: module?.thirdPartyModalData?.title ?? '',
    thirdPartyText: module?.thirdPartyModalData?.text ?? '',
    thirdPartyPartner: module?.thirdPartyModalData?.partner ?? '',
    hasCertificate: module?.hasCertificate ?? false,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const numberOrNull = (value: number | '') => (value === '' ? null : value);

/** The form values as the body of POST/PATCH /v1/admin/modules. */
function toBody(v: Values): AdminModuleCreate {
  const hasThirdParty = v.thirdPartyTitle.trim() || v.thirdPartyText.trim() || v.thirdPartyPartner.trim();
  return {
    type: Number(v.type) as ModuleType,
    name: v.name.trim(),
    longName: v.longName.trim(),
    shortDescription: v.shortDescription.trim(),
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    productId: v.productId ? Number(v.productId) : null,
    manufacturerId: v.manufacturerId ? Number(v.manufacturerId) : null,
    thumbnail: orNull(v.thumbnail),
    coverImage: orNull(v.coverImage),
    isVisible: v.isVisible,
    isVerifiedOnly: v.isVerifiedOnly,
    ...(v.visibleFrom ? { visibleFrom: fromLocalInput(v.visibleFrom) ?? undefined } : {}),
    visibleTo: fromLocalInput(v.visibleTo),
    knowledgeValue: v.knowledgeValue,
    premiumValue: numberOrNull(v.premiumValue),
    repeatPeriodDays: numberOrNull(v.repeatPeriodDays),
    minSeconds: numberOrNull(v.minSeconds),
    footNote: orNull(v.footNote),
    legalInfo: orNull(v.legalInfo),
    sourcesPdf: orNull(v.sourcesPdf),
    surveyUrl: orNull(v.surveyUrl),
    contentUrl: orNull(v.contentUrl),
    thirdPartyModalData: hasThirdParty
      ? { title: v.thirdPartyTitle.trim(), text: v.thirdPartyText.trim(), partner: v.thirdPartyPartner.trim() }
      : null,
    hasCertificate: v.hasCertificate,
  };
}

/** Every field of spec §3 for a new or an existing module; `onSave` gets the request body. */
export function ModuleForm({
  module,
  onSave,
  saving,
}: {
  module: AdminModule | null;
  onSave: (body: AdminModuleCreate) => Promise<unknown>;
  saving: boolean;
}) {
  const options = useProductOptions();
  const products = options.data?.products ?? [];
  const form = useForm<Values>({
    initialValues: initialValues(module),
    validate: {
      name: (value) => (value.trim() ? null : 'Bitte gib einen Namen ein.'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(toBody(values));
      form.resetDirty();
    } catch (error) {
      reportSubmitError(form.setErrors, error);
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Grunddaten
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Typ"
              data={MODULE_TYPE_OPTIONS}
              allowDeselect={false}
              required
              {...form.getInputProps('type')}
            />
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Langer Name" {...form.getInputProps('longName')} />
            <TextInput
              label="Kurzadresse"
              description="Leer lassen: wird aus dem Namen gebildet"
              {...form.getInputProps('slug')}
            />
            <Select
              label="Hersteller"
              data={options.data?.manufacturers ?? []}
              searchable
              clearable
              {...form.getInputProps('manufacturerId')}
              onChange={(manufacturerId) => {
                form.setFieldValue('manufacturerId', manufacturerId);
                const product = products.find((p) => p.value === form.getValues().productId);
                if (manufacturerId && product && String(product.manufacturerId) !== manufacturerId)
                  form.setFieldValue('productId', null);
              }}
            />
            <Select
              label="Produkt"
              description={form.values.manufacturerId ? 'Produkte des gewählten Herstellers' : undefined}
              data={productsOf(products, form.values.manufacturerId)}
              searchable
              clearable
              {...form.getInputProps('productId')}
              onChange={(productId) => {
                form.setFieldValue('productId', productId);
                const product = products.find((p) => p.value === productId);
                if (product) form.setFieldValue('manufacturerId', String(product.manufacturerId));
              }}
            />
          </SimpleGrid>
          <Textarea label="Kurzbeschreibung" autosize minRows={2} mt="sm" {...form.getInputProps('shortDescription')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MediaInput label="Vorschaubild" kind="image" {...form.getInputProps('thumbnail')} />
            <MediaInput label="Titelbild" kind="image" {...form.getInputProps('coverImage')} />
          </SimpleGrid>
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Sichtbarkeit
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label="Sichtbar ab" {...form.getInputProps('visibleFrom')} />
            <TextInput type="datetime-local" label="Sichtbar bis" {...form.getInputProps('visibleTo')} />
          </SimpleGrid>
          <VisibilityCheckbox
            mt="sm"
            missing={module?.missingForPlay ?? null}
            {...form.getInputProps('isVisible', { type: 'checkbox' })}
          />
          <Group mt="sm" gap="lg">
            <Checkbox
              label="Nur für verifizierte Nutzer"
              {...form.getInputProps('isVerifiedOnly', { type: 'checkbox' })}
            />
            <Checkbox label="Mit Zertifikat" {...form.getInputProps('hasCertificate', { type: 'checkbox' })} />
          </Group>
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Punkte und Regeln
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Wissenspunkte" min={0} allowDecimal={false} {...form.getInputProps('knowledgeValue')} />
            <NumberInput
              label="Prämienpunkte je Abschluss"
              description="Leer: Kosten pro Kontakt des Modultyps"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('premiumValue')}
            />
            <NumberInput
              label="Wiederholung nach Tagen"
              description="Leer: wird nur einmal vergütet"
              min={1}
              allowDecimal={false}
              {...form.getInputProps('repeatPeriodDays')}
            />
            <NumberInput
              label="Mindestdauer in Sekunden"
              description="Leer: aus dem Inhalt berechnet"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('minSeconds')}
            />
          </SimpleGrid>
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Hinweise und Quellen
          </Title>
          <Stack gap="sm">
            <Textarea label="Fußnote" autosize minRows={2} {...form.getInputProps('footNote')} />
            <Textarea label="Pflichtangaben" autosize minRows={2} {...form.getInputProps('legalInfo')} />
            <MediaInput label="Quellen (PDF)" kind="document" {...form.getInputProps('sourcesPdf')} />
            <TextInput label="Umfrage-Adresse" placeholder="https://…" {...form.getInputProps('surveyUrl')} />
            <TextInput
              label="Externer Inhalt"
              description="Adresse einer Seite, die im Modul eingebettet wird; ihr Abschluss gibt das Quiz frei"
              placeholder="https://…"
              {...form.getInputProps('contentUrl')}
            />
          </Stack>
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Datenweitergabe
          </Title>
          <ThirdPartySetPicker moduleUuid={module?.uuid ?? null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Partner" {...form.getInputProps('thirdPartyPartner')} />
            <TextInput label="Titel des Hinweises" {...form.getInputProps('thirdPartyTitle')} />
          </SimpleGrid>
          <Textarea label="Einwilligungstext" autosize minRows={2} mt="sm" {...form.getInputProps('thirdPartyText')} />
        </Card>

        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {module ? 'Änderungen speichern' : 'Modul anlegen'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
