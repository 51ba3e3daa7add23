import { content, download, externalPath, multiple, seedModule, single, text, video } from '../helpers';
import type { SeedModule } from '../types';

export const lindgruenModules: SeedModule[] = [
  seedModule({
    slug: 'lindgruen-magen-kraeutertropfen',
    name: 'Lindgrün Magen-Kräutertropfen',
    longName: 'Produktwissen: Lindgrün Magen-Kräutertropfen bei Reizmagen',
    shortDescription: 'Pfefferminze, Kamille und Kümmel: Wirkung, Dosierung und wichtige Hinweise für die Abgabe.',
    type: 2,
    productSlug: 'lindgruen-magen-kraeutertropfen',
    manufacturerSlug: 'lindgruen-phytopharma',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 75,
    minSeconds: 60,
    legalInfo:
      'Lindgrün Magen-Kräutertropfen. Anwendungsgebiete: funktionelle Magen-Darm-Beschwerden wie Völlegefühl, Blähungen und leichte krampfartige Beschwerden. Enthält Alkohol. Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.',
    content: content(
      [
        text(
          'Die Wirkstoffe',
          `
          - **Pfefferminzblätter:** Menthol entspannt die glatte Muskulatur von Magen und Darm und wirkt krampflösend.
          - **Kamillenblüten:** entzündungshemmend und krampflösend.
          - **Kümmelfrüchte:** karminativ, also entblähend.

          Anwendungsgebiet sind funktionelle Magen-Darm-Beschwerden: Völlegefühl, Blähungen und leichte krampfartige Beschwerden.`,
        ),
        text(
          'Dosierung und Hinweise',
          `
          Jugendliche ab 12 Jahren und Erwachsene: **dreimal täglich 20 Tropfen** vor oder zu den Mahlzeiten in etwas Wasser.

          Wichtig für die Abgabe:
          - Die Tropfen **enthalten Alkohol** – nicht für Kinder unter 12 Jahren, nicht für alkoholkranke Menschen; Vorsicht bei Lebererkrankungen.
          - **Korbblütler-Allergie** (z. B. gegen Kamille, Arnika, Beifuß) ist eine Gegenanzeige.
          - Pfefferminze kann **Sodbrennen verstärken**, weil sie den unteren Schließmuskel der Speiseröhre entspannt.

          Bessern sich die Beschwerden nicht innerhalb einer Woche oder treten Warnzeichen auf (Gewichtsverlust, Blut im Stuhl, Schluckbeschwerden), gehört der Kunde zum Arzt.`,
        ),
        text(
          'Zusatzempfehlungen',
          `
          - **Wärme:** Wärmflasche oder Kirschkernkissen auf den Bauch
          - **Tee:** Fenchel-Anis-Kümmel-Tee
          - **Simeticon** bei starken Blähungen
          - **Essverhalten:** kleinere Portionen, langsam essen, blähende Speisen reduzieren`,
        ),
        download(
          'Gebrauchsinformation',
          'Die vollständige Gebrauchsinformation als PDF.',
          'lindgruen-magentropfen-gebrauchsinfo.pdf',
        ),
      ],
      [
        multiple(
          'q1',
          'Welche Pflanzen sind in den Lindgrün Magen-Kräutertropfen enthalten?',
          ['*Pfefferminzblätter', '*Kamillenblüten', '*Kümmelfrüchte', 'Sennesblätter'],
          'Pfefferminze, Kamille und Kümmel wirken krampflösend und entblähend. Sennesblätter wären ein Abführmittel.',
        ),
        single(
          'q2',
          'Ab welchem Alter sind die Tropfen zugelassen?',
          ['Ab Geburt', 'Ab 3 Jahren', '*Ab 12 Jahren', 'Ab 65 Jahren'],
          'Wegen des Alkoholgehalts sind die Tropfen für Jugendliche ab 12 Jahren und Erwachsene bestimmt.',
        ),
        single(
          'q3',
          'Welche Allergie ist eine Gegenanzeige?',
          ['Hausstauballergie', '*Korbblütler-Allergie', 'Penicillinallergie', 'Nickelallergie'],
          'Kamille gehört zu den Korbblütlern. Menschen mit Allergie gegen Korbblütler dürfen das Präparat nicht anwenden.',
        ),
        single(
          'q4',
          'Warum fragst du nach Sodbrennen?',
          [
            '*Pfefferminze kann Sodbrennen verstärken',
            'Kümmel neutralisiert die Magensäure',
            'Kamille verursacht Verstopfung',
            'Die Tropfen wirken nur bei Sodbrennen',
          ],
          'Menthol entspannt auch den unteren Ösophagussphinkter; bei Refluxneigung können sich die Beschwerden verschlechtern.',
        ),
        multiple(
          'q5',
          'Welche Zusatzempfehlungen passen bei Völlegefühl und Blähungen?',
          ['*Wärme auf den Bauch', '*Fenchel-Anis-Kümmel-Tee', '*Kleinere Mahlzeiten', 'Loperamid'],
          'Wärme, Tee und angepasstes Essverhalten unterstützen. Loperamid ist ein Durchfallmittel und hier nicht angezeigt.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'durchfall-to-go',
    name: 'Durchfall To Go',
    longName: 'To Go: akuter Durchfall in 25 Sekunden',
    shortDescription: 'Rehydratation, Loperamid, Warnzeichen – die Durchfallberatung im Schnelldurchlauf.',
    type: 7,
    productSlug: null,
    manufacturerSlug: 'lindgruen-phytopharma',
    knowledgeValue: 5,
    budget: 4000,
    visibleFromDaysAgo: 25,
    minSeconds: 30,
    content: content(
      [
        video(
          'Akuter Durchfall in 25 Sekunden',
          'durchfall-to-go',
          `
          Akuter Durchfall ist meist viral und heilt in wenigen Tagen aus.

          Das Wichtigste ist der Ersatz von Flüssigkeit und Salzen mit einer Rehydratationslösung.

          Loperamid in der Selbstmedikation nur ab 12 Jahren und höchstens zwei Tage.

          Kein Loperamid bei Fieber oder Blut im Stuhl.

          Säuglinge, Kleinkinder und ältere Menschen trocknen schnell aus und gehören früh zum Arzt.`,
          25,
        ),
        text(
          'Merksätze',
          `
          - Flüssigkeit und Elektrolyte zuerst: **orale Rehydratationslösung**
          - **Loperamid:** ab 12 Jahren, höchstens 2 Tage, nicht bei Fieber oder Blut im Stuhl
          - Probiotika wie Saccharomyces boulardii können die Dauer verkürzen
          - Hygiene: Hände waschen, eigene Handtücher – Noroviren sind hoch ansteckend`,
        ),
      ],
      [
        single(
          'q1',
          'Was steht bei akutem Durchfall an erster Stelle?',
          ['*Ersatz von Flüssigkeit und Elektrolyten', 'Fasten ohne Trinken', 'Abführmittel', 'Antibiotika'],
          'Rehydratationslösungen ersetzen Wasser und Salze, deren Verlust vor allem für Kinder und Ältere gefährlich ist.',
        ),
        single(
          'q2',
          'Wie lange darf Loperamid in der Selbstmedikation angewendet werden?',
          ['*Höchstens 2 Tage', 'Höchstens 2 Wochen', 'Unbegrenzt', 'Nur eine einzelne Tablette'],
          'Hält der Durchfall länger an, muss die Ursache ärztlich geklärt werden.',
        ),
        multiple(
          'q3',
          'Wann ist Loperamid nicht geeignet?',
          [
            '*Bei Fieber',
            '*Bei Blut im Stuhl',
            '*Bei Kindern unter 12 Jahren (Selbstmedikation)',
            'Bei einem Erwachsenen mit Reisedurchfall ohne Fieber',
          ],
          'Bei Fieber oder blutigem Durchfall könnten invasive Erreger länger im Darm bleiben. Für Kinder unter 12 ist Loperamid nicht zur Selbstmedikation vorgesehen.',
        ),
        multiple(
          'q4',
          'Wer gehört bei Durchfall frühzeitig zum Arzt?',
          [
            '*Säuglinge und Kleinkinder',
            '*Hochbetagte',
            'Ein gesunder 30-Jähriger am ersten Tag',
            '*Menschen mit Zeichen der Austrocknung',
          ],
          'Diese Gruppen trocknen schnell aus. Bei gesunden Erwachsenen reicht am ersten Tag meist die Selbstmedikation.',
        ),
        single(
          'q5',
          'Welche Hygienemaßnahme ist bei Norovirus besonders wichtig?',
          [
            '*Gründliches Händewaschen und eigene Handtücher',
            'Fenster geschlossen halten',
            'Nur kalt duschen',
            'Viel Kaffee trinken',
          ],
          'Noroviren sind extrem ansteckend. Händehygiene und getrennte Handtücher unterbrechen die Übertragung.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'lindgruen-news-100ml',
    name: 'Lindgrün News: neue Packungsgröße',
    longName: 'Brand News: Lindgrün Magen-Kräutertropfen jetzt auch in 100 ml',
    shortDescription: 'Neue Packungsgröße, neue Dosierhilfe – und deine Meinung ist gefragt.',
    type: 8,
    productSlug: 'lindgruen-magen-kraeutertropfen',
    manufacturerSlug: 'lindgruen-phytopharma',
    knowledgeValue: 5,
    budget: 4000,
    visibleFromDaysAgo: 7,
    minSeconds: 30,
    surveyUrl: externalPath('lindgruen-umfrage.html'),
    content: content(
      [
        text(
          'Was ist neu?',
          `
          Die Lindgrün Magen-Kräutertropfen gibt es ab sofort zusätzlich in der **100-ml-Flasche** – passend für Kunden, die die Tropfen regelmäßig bei wiederkehrenden Beschwerden anwenden.

          Neu ist auch die **Tropfmontur mit Zählhilfe**: Sie gibt gleichmäßige Tropfen ab, auch wenn die Flasche nur noch wenig enthält. Zusammensetzung und Dosierung bleiben unverändert.`,
        ),
        text(
          'Für deine Beratung',
          `
          - Die 100-ml-Flasche reicht bei dreimal 20 Tropfen täglich etwa fünf Wochen.
          - Dauerhafte Beschwerden gehören ärztlich abgeklärt – frag bei Stammkunden nach.
          - Alkoholgehalt, Korbblütler-Allergie und Sodbrennen weiterhin ansprechen.

          Nach dem Quiz bitten wir dich um eine kurze Rückmeldung in unserer Umfrage.`,
        ),
      ],
      [
        single(
          'q1',
          'Welche neue Packungsgröße gibt es?',
          ['20 ml', '50 ml', '*100 ml', '500 ml'],
          'Neu ist die 100-ml-Flasche zusätzlich zu den bisherigen Größen.',
        ),
        single(
          'q2',
          'Hat sich die Dosierung geändert?',
          [
            'Ja, jetzt 40 Tropfen',
            '*Nein, weiterhin dreimal täglich 20 Tropfen',
            'Ja, nur noch einmal täglich',
            'Ja, nur noch für Kinder',
          ],
          'Zusammensetzung und Dosierung sind unverändert.',
        ),
        single(
          'q3',
          'Wofür sorgt die neue Tropfmontur?',
          [
            '*Gleichmäßige Tropfengröße bis zum Schluss',
            'Kindersicherung',
            'Längere Haltbarkeit',
            'Alkoholfreie Tropfen',
          ],
          'Die Zählhilfe gibt gleichmäßige Tropfen ab – auch bei fast leerer Flasche.',
        ),
        multiple(
          'q4',
          'Was sprichst du bei der Abgabe weiterhin an?',
          ['*Alkoholgehalt', '*Korbblütler-Allergie', '*Sodbrennen', 'Lichtschutzfaktor'],
          'Diese drei Punkte bleiben für die sichere Abgabe entscheidend.',
        ),
        single(
          'q5',
          'Ein Stammkunde nimmt die Tropfen seit Monaten täglich. Was tust du?',
          [
            'Direkt die 100-ml-Flasche empfehlen, ohne nachzufragen',
            '*Nach dem Verlauf fragen und eine ärztliche Abklärung empfehlen',
            'Die Dosis verdoppeln',
            'Auf ein Abführmittel umstellen',
          ],
          'Dauerhafte Beschwerden sollten ärztlich abgeklärt werden, um organische Ursachen auszuschließen.',
        ),
      ],
    ),
  }),
];
