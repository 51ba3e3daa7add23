import type { CompetitionDetail } from '@apopunkt/domain/schemas/competitions';
import { Accordion, Title } from '@mantine/core';
import { RichText } from '../../../components/ui/rich-text';

/**
 * The competition's conditions and privacy notice, each to open and read before the member
 * accepts them with the box below (issue 36): placed above the joining panel.
 */
export function CompetitionTexts({ competition }: { competition: CompetitionDetail }) {
  const texts = [
    { value: 'terms', title: 'Teilnahmebedingungen', source: competition.termsOfService },
    { value: 'privacy', title: 'Datenschutzhinweise', source: competition.privacyPolicy },
  ].filter((text) => text.source.trim() !== '');
  if (texts.length === 0) return null;
  return (
    <section aria-labelledby="competition-texts-heading">
      <Title order={2} size="h4" id="competition-texts-heading" mb="xs">
        Teilnahmebedingungen und Datenschutz
      </Title>
      <Accordion multiple variant="contained" radius="md">
        {texts.map((text) => (
          <Accordion.Item key={text.value} value={text.value}>
            <Accordion.Control>{text.title} lesen</Accordion.Control>
            <Accordion.Panel>
              <RichText source={text.source} size="sm" />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
