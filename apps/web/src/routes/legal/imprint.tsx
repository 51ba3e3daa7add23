import { Anchor } from '@mantine/core';
import { COMPANY } from '../../config/contact-details';
import { usePlatformConfig } from '../../lib/platform-config';
import { LegalPage } from './legal-page';

/** Impressum (§ 5 DDG, § 18 Abs. 2 MStV). */
export function Component() {
  const { productName, supportEmail } = usePlatformConfig();
  const company = `${productName} ${COMPANY.legalSuffix}`;
  return (
    <LegalPage
      title="Impressum"
      sections={[
        {
          heading: 'Angaben gemäß § 5 DDG',
          body: (
            <p>
              {company}
              <br />
              {COMPANY.street}
              <br />
              {COMPANY.zipCity}
            </p>
          ),
        },
        {
          heading: 'Vertreten durch',
          body: <p>Geschäftsführung: {COMPANY.managingDirectors}</p>,
        },
        {
          heading: 'Kontakt',
          body: (
            <p>
              Telefon: <Anchor href={COMPANY.phoneHref}>{COMPANY.phone}</Anchor> ({COMPANY.serviceHours})
              <br />
              E-Mail: <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
            </p>
          ),
        },
        {
          heading: 'Registereintrag und Umsatzsteuer',
          body: (
            <p>
              Eingetragen im Handelsregister: {COMPANY.register}
              <br />
              Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {COMPANY.vatId}
            </p>
          ),
        },
        {
          heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
          body: (
            <p>
              Dr. Anna Beispiel, Apothekerin
              <br />
              {COMPANY.street}, {COMPANY.zipCity}
            </p>
          ),
        },
        {
          heading: 'Fachliche Inhalte',
          body: (
            <p>
              Die Lernmodule werden von Apothekerinnen und Apothekern geprüft. Sie ersetzen keine ärztliche oder
              pharmazeutische Beratung im Einzelfall. Sponsored Module sind als solche gekennzeichnet; für deren Inhalt
              ist der jeweilige Hersteller mitverantwortlich.
            </p>
          ),
        },
        {
          heading: 'Verbraucherstreitbeilegung',
          body: (
            <p>
              Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
              Verbraucherschlichtungsstelle teilzunehmen.
            </p>
          ),
        },
        {
          heading: 'Haftung für Links',
          body: (
            <p>
              Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für
              die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter verantwortlich. Bei Bekanntwerden von
              Rechtsverletzungen entfernen wir derartige Links umgehend.
            </p>
          ),
        },
      ]}
    />
  );
}
