import { organisationTypeLabel } from '@apopunkt/domain/constants/organisations';
import type { Organisation } from '@apopunkt/domain/schemas/users';
import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ORGANISATION_SEARCH_MIN_LENGTH, searchOrganisationsQuery } from './search-organisations';

export function formatAddress(address: Organisation['address']): string {
  return `${address.street}, ${address.zip} ${address.city}`;
}

interface OrganisationPickerProps {
  label: string;
  value: Organisation | null;
  onChange: (organisation: Organisation | null) => void;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

/** Searchable organisation field (name, city or postcode) for registration and the account page. */
export function OrganisationPicker({ label, value, onChange, description, error, disabled }: OrganisationPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({ ...searchOrganisationsQuery(debounced), enabled: !value && !disabled });
  const results = debounced.length >= ORGANISATION_SEARCH_MIN_LENGTH ? (query.data?.results ?? []) : [];

  function select(id: string) {
    const organisation = results.find((o) => String(o.id) === id);
    if (!organisation) return;
    onChange(organisation);
    setSearch('');
    combobox.closeDropdown();
  }

  function status(): string | null {
    if (debounced.length < ORGANISATION_SEARCH_MIN_LENGTH) return 'Bitte gib mindestens 2 Zeichen ein.';
    if (query.isFetching && results.length === 0) return 'Suche …';
    if (query.isError) return 'Die Suche ist gerade nicht möglich. Bitte versuche es erneut.';
    if (results.length === 0) return 'Keine passende Apotheke gefunden.';
    return null;
  }

  const clear = (
    <CloseButton
      aria-label="Auswahl entfernen"
      onClick={() => {
        onChange(null);
        combobox.focusTarget();
      }}
    />
  );

  return (
    <Combobox store={combobox} onOptionSubmit={select}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Name, Ort oder Postleitzahl"
          description={value ? `${organisationTypeLabel(value.type)} · ${formatAddress(value.address)}` : description}
          error={error}
          disabled={disabled}
          value={value ? value.name : search}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={value && !disabled ? clear : query.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            if (value) onChange(null);
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => !value && combobox.openDropdown()}
          onFocus={() => !value && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!!value || search.trim() === ''}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {results.map((organisation) => (
            <Combobox.Option value={String(organisation.id)} key={organisation.id}>
              <Text size="sm" fw={500}>
                {organisation.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatAddress(organisation.address)}
              </Text>
            </Combobox.Option>
          ))}
          {status() && <Combobox.Empty>{status()}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
