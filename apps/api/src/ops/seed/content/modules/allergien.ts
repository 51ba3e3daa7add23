import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const allergienModules: SeedModule[] = [
  seedModule({
    slug: 'heuschnupfen-stufentherapie',
    name: 'Heuschnupfen: Stufentherapie',
    longName: 'Allergische Rhinitis: Pathophysiologie, Pollenkalender und Stufentherapie',
    shortDescription: 'Vom Antihistaminikum bis zum Kortison-Nasenspray: Heuschnupfen fundiert beraten.',
    type: 1,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 30,
    budget: 0,
    visibleFromDaysAgo: 100,
    minSeconds: 120,
    content: content(
      [
        text(
          'Was passiert bei Heuschnupfen?',
          `
          Bei der allergischen Rhinitis reagiert das Immunsystem auf harmlose Pollenproteine mit der Bildung von **IgE-Antikörpern**. Bei erneutem Kontakt setzen Mastzellen **Histamin** frei: Niesen, Juckreiz, Fließschnupfen, verstopfte Nase und tränende, gerötete Augen folgen innerhalb von Minuten.

          **Kreuzallergien:** Birkenpollen-Allergiker reagieren oft auf Äpfel, Haselnüsse oder Steinobst mit Kribbeln im Mund (orales Allergiesyndrom).

          Unbehandelter Heuschnupfen kann sich auf die unteren Atemwege ausweiten (**Etagenwechsel** zum allergischen Asthma).`,
        ),
        image(
          'Pollenflugkalender',
          'pollenflugkalender',
          'Übersicht der Hauptblütezeiten: Hasel und Erle, Birke, Gräser, Beifuß und Ambrosia',
          'Die Zeiten verschieben sich je nach Region und Witterung.',
        ),
        text(
          'Die Stufentherapie',
          `
          1. **Allergenkarenz:** Pollenschutzgitter, Haare abends waschen, Straßenkleidung nicht im Schlafzimmer ablegen, Nasendusche.
          2. **Orale Antihistaminika** der 2. Generation: Cetirizin, Loratadin – wenig sedierend, einmal täglich.
          3. **Topische Antihistaminika:** Azelastin oder Levocabastin als Nasenspray und Augentropfen, Wirkeintritt in Minuten.
          4. **Mastzellstabilisator Cromoglicinsäure:** vorbeugend, viermal täglich, volle Wirkung erst nach einigen Tagen.
          5. **Glukokortikoid-Nasensprays** (Beclometason, Mometason): in der Selbstmedikation für Erwachsene mit ärztlich diagnostizierter saisonaler allergischer Rhinitis; regelmäßig anwenden, volle Wirkung nach einigen Tagen.

          Eine **Hyposensibilisierung** (spezifische Immuntherapie) beim Arzt behandelt die Ursache.`,
        ),
        text(
          'Grenzen der Selbstmedikation',
          `
          Zum Arzt bei Atemnot, pfeifender Atmung oder Husten (Verdacht auf Asthma), bei erstmaligen Beschwerden ohne Diagnose, bei Kindern unter 6 Jahren, in der Schwangerschaft und wenn die Selbstmedikation nach etwa zwei Wochen nicht ausreicht.`,
        ),
      ],
      [
        single(
          'q1',
          'Welcher Botenstoff verursacht die akuten Heuschnupfensymptome?',
          ['*Histamin', 'Insulin', 'Serotonin', 'Adrenalin'],
          'Mastzellen setzen nach Allergenkontakt Histamin frei, das Niesen, Juckreiz und Schleimhautschwellung auslöst.',
        ),
        single(
          'q2',
          'Ein Birkenpollen-Allergiker bekommt beim Apfelessen ein Kribbeln im Mund. Wie nennt man das?',
          ['Etagenwechsel', '*Orales Allergiesyndrom (Kreuzallergie)', 'Rhinitis medicamentosa', 'Laktoseintoleranz'],
          'Ähnliche Eiweißstrukturen in Birkenpollen und Äpfeln führen zur Kreuzreaktion im Mundbereich.',
        ),
        single(
          'q3',
          'Was gilt für Cromoglicinsäure?',
          [
            '*Sie wirkt vorbeugend und muss regelmäßig viermal täglich angewendet werden',
            'Sie wirkt innerhalb von Sekunden',
            'Sie ist ein Kortison',
            'Sie darf nur einmal pro Woche angewendet werden',
          ],
          'Als Mastzellstabilisator verhindert Cromoglicinsäure die Histaminfreisetzung. Sie muss regelmäßig und rechtzeitig angewendet werden.',
        ),
        multiple(
          'q4',
          'Welche Maßnahmen gehören zur Allergenkarenz?',
          [
            '*Haare abends waschen',
            '*Pollenschutzgitter am Fenster',
            '*Straßenkleidung nicht im Schlafzimmer ablegen',
            'Morgens lange bei offenem Fenster lüften',
          ],
          'Pollen haften an Haaren und Kleidung. In der Stadt ist die Pollenkonzentration morgens oft niedriger, auf dem Land abends – Lüften daher gezielt.',
        ),
        single(
          'q5',
          'Welche Voraussetzung gilt für Glukokortikoid-Nasensprays in der Selbstmedikation?',
          [
            'Keine, sie sind ab Geburt frei verkäuflich',
            '*Erwachsene mit ärztlich diagnostizierter saisonaler allergischer Rhinitis',
            'Nur mit Rezept für Kinder',
            'Nur bei Erkältungsschnupfen',
          ],
          'Die Präparate sind für Erwachsene zugelassen, deren Heuschnupfen zuvor ärztlich diagnostiziert wurde.',
        ),
        multiple(
          'q6',
          'Bei welchen Beschwerden verweist du an den Arzt?',
          ['*Pfeifende Atmung', '*Atemnot', 'Leichter Niesreiz im Frühjahr', '*Keine Besserung nach etwa zwei Wochen'],
          'Atemwegsbeschwerden können auf ein beginnendes Asthma hinweisen. Bei fehlender Besserung ist eine ärztliche Therapie nötig.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'kalmus-cetirizin-produktwissen',
    name: 'Kalmus Cetirizin 10 mg',
    longName: 'Produktwissen: Kalmus Cetirizin 10 mg Filmtabletten',
    shortDescription: 'Wirkweise, Dosierung, Nebenwirkungen und Besonderheiten in Schwangerschaft und Stillzeit.',
    type: 2,
    productSlug: 'kalmus-cetirizin-10',
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 80,
    minSeconds: 60,
    legalInfo:
      'Kalmus Cetirizin 10 mg Filmtabletten. Wirkstoff: Cetirizindihydrochlorid. Anwendungsgebiete: Linderung von Nasen- und Augensymptomen bei saisonaler und ganzjähriger allergischer Rhinitis sowie bei chronischer Urtikaria. Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.',
    content: content(
      [
        text(
          'Wirkweise und Anwendung',
          `
          Cetirizin ist ein **H1-Antihistaminikum der 2. Generation**. Es gelangt kaum ins Gehirn und macht deshalb seltener müde als ältere Antihistaminika.

          **Dosierung:**
          - Erwachsene und Jugendliche ab 12 Jahren: einmal täglich 10 mg
          - Kinder von 6 bis 12 Jahren: zweimal täglich 5 mg (eine halbe Tablette)

          Die Wirkung setzt nach etwa einer Stunde ein und hält 24 Stunden an. Bei Heuschnupfen über die gesamte Pollensaison regelmäßig einnehmen.`,
        ),
        text(
          'Nebenwirkungen und Gegenanzeigen',
          `
          Häufigste Nebenwirkungen: Müdigkeit, Kopfschmerzen, Mundtrockenheit. Empfindliche Kunden nehmen die Tablette am besten **abends** und verzichten auf **Alkohol**.

          Gegenanzeigen und Vorsicht:
          - schwere Niereninsuffizienz (Dosisanpassung bei eingeschränkter Nierenfunktion)
          - Überempfindlichkeit gegen Cetirizin oder Hydroxyzin
          - die Tabletten enthalten Lactose

          **Schwangerschaft und Stillzeit:** Cetirizin und Loratadin gelten als Antihistaminika der Wahl, wenn eine Behandlung nötig ist – immer nach ärztlicher Rücksprache.`,
        ),
        download(
          'Gebrauchsinformation',
          'Gebrauchsinformation von Kalmus Cetirizin 10 mg als PDF.',
          'kalmus-cetirizin-gebrauchsinfo.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Zu welcher Gruppe gehört Cetirizin?',
          [
            '*H1-Antihistaminika der 2. Generation',
            'Glukokortikoide',
            'Mastzellstabilisatoren',
            'Alpha-Sympathomimetika',
          ],
          'Cetirizin blockiert H1-Rezeptoren und gehört zur wenig sedierenden zweiten Generation.',
        ),
        single(
          'q2',
          'Wie dosieren Kinder von 6 bis 12 Jahren?',
          ['Einmal täglich 20 mg', '*Zweimal täglich 5 mg', 'Einmal wöchentlich 10 mg', 'Gar nicht, erst ab 18 Jahren'],
          'Kinder von 6 bis 12 Jahren erhalten zweimal täglich eine halbe Tablette zu 5 mg.',
        ),
        multiple(
          'q3',
          'Welche Nebenwirkungen sind möglich?',
          ['*Müdigkeit', '*Kopfschmerzen', '*Mundtrockenheit', 'Starke Gewichtszunahme innerhalb eines Tages'],
          'Müdigkeit, Kopfschmerzen und Mundtrockenheit sind die häufigsten, meist leichten Nebenwirkungen.',
        ),
        single(
          'q4',
          'Was rätst du einem Kunden, der von Cetirizin müde wird?',
          [
            '*Die Tablette abends einnehmen und auf Alkohol verzichten',
            'Die Dosis verdoppeln',
            'Mit Kaffee kombinieren und morgens nehmen',
            'Sofort absetzen und nie wieder nehmen',
          ],
          'Die abendliche Einnahme verschiebt die Müdigkeit in die Nacht; Alkohol verstärkt die sedierende Wirkung.',
        ),
        single(
          'q5',
          'Welche Antihistaminika gelten in der Schwangerschaft als Mittel der Wahl?',
          [
            '*Cetirizin und Loratadin',
            'Nur Diphenhydramin',
            'Keine Antihistaminika sind je erlaubt',
            'Alle gleichermaßen ohne Rücksprache',
          ],
          'Für Cetirizin und Loratadin gibt es die meisten Erfahrungen. Die Anwendung erfolgt trotzdem nach ärztlicher Rücksprache.',
        ),
        single(
          'q6',
          'Bei welcher Erkrankung muss die Dosis angepasst werden?',
          ['Bei Heuschnupfen', '*Bei eingeschränkter Nierenfunktion', 'Bei Kurzsichtigkeit', 'Bei Sonnenbrand'],
          'Cetirizin wird überwiegend über die Niere ausgeschieden. Bei eingeschränkter Nierenfunktion wird die Dosis reduziert, bei schwerer Insuffizienz ist es kontraindiziert.',
        ),
      ],
    ),
  }),
];
