import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const nasenfreiModules: SeedModule[] = [
  seedModule({
    slug: 'nasenfrei-meerwasser-produktwissen',
    name: 'Nasenfrei Meerwasser-Spray',
    longName: 'Produktwissen: Nasenfrei Meerwasser-Spray richtig empfehlen',
    shortDescription: 'Isotonisches Meerwasser für jede Nase: Wirkprinzip, Anwendung und sinnvolle Kombinationen.',
    type: 2,
    productSlug: 'nasenfrei-meerwasser-spray',
    manufacturerSlug: 'nordwind-arzneimittel',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 90,
    minSeconds: 60,
    content: content(
      [
        text(
          'Das Produkt',
          `
          Nasenfrei Meerwasser-Spray ist ein Medizinprodukt mit gereinigtem Meerwasser in **isotonischer Konzentration (0,9 % Salz)**. Es wirkt rein physikalisch:
          - befeuchtet die Nasenschleimhaut
          - löst Krusten und zähes Sekret
          - spült Pollen, Staub und Viren aus

          Das Pumpsystem mit Filter verhindert, dass Keime in die Flasche gelangen – daher kommt das Spray **ohne Konservierungsstoffe** aus. Konservierungsmittel wie Benzalkoniumchlorid können die Schleimhaut reizen und das Flimmerepithel schädigen.`,
        ),
        image(
          'Richtig anwenden',
          'nasenspray-anwendung',
          'Vier Schritte zur Anwendung eines Nasensprays: schnäuzen, Kopf leicht neigen, seitlich sprühen, Sprühkopf reinigen',
          'Seitlich Richtung Ohr sprühen, nicht gegen die Nasenscheidewand.',
        ),
        text(
          'Beratung und Zusatzempfehlungen',
          `
          **Isotonisch oder hyperton?** Hypertone Lösungen (2–3 % Salz) entziehen der Schleimhaut durch Osmose Wasser und wirken leicht abschwellend, können aber brennen. Isotonische Lösungen sind besonders mild und für die Dauerpflege geeignet.

          Geeignet für Säuglinge, Kinder, Schwangere, Stillende und zur dauerhaften Anwendung – etwa bei trockener Heizungsluft, für Vielflieger oder Allergiker.

          Zusatzempfehlungen:
          - Dexpanthenol-Nasensalbe bei trockener, wunder Nase
          - Luftbefeuchtung und ausreichendes Trinken
          - nach abschwellenden Nasensprays zur Regeneration der Schleimhaut`,
        ),
        download(
          'Produktinformation',
          'Alle Angaben zu Inhalt, Anwendung und Haltbarkeit als PDF für das Team.',
          'nasenfrei-meerwasser-produktinfo.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Welchen Salzgehalt hat eine isotonische Kochsalzlösung?',
          ['*0,9 %', '3 %', '9 %', '0,09 %'],
          'Isotonisch bedeutet: gleicher osmotischer Druck wie Körperflüssigkeiten, das entspricht 0,9 % Natriumchlorid.',
        ),
        multiple(
          'q2',
          'Für wen ist Nasenfrei Meerwasser-Spray geeignet?',
          [
            '*Säuglinge und Kinder',
            '*Schwangere und Stillende',
            '*Kunden, die es dauerhaft anwenden möchten',
            'Nur für Erwachsene über 18 Jahre',
          ],
          'Da das Spray rein physikalisch wirkt und keine Konservierungsstoffe enthält, eignet es sich für alle Altersgruppen und zur Daueranwendung.',
        ),
        single(
          'q3',
          'Wie wirkt eine hypertone Salzlösung zusätzlich?',
          [
            'Sie tötet Viren ab',
            '*Sie entzieht der Schleimhaut durch Osmose Wasser und wirkt leicht abschwellend',
            'Sie wirkt als Antihistaminikum',
            'Sie betäubt die Schleimhaut',
          ],
          'Die höhere Salzkonzentration zieht Wasser aus der geschwollenen Schleimhaut. Das kann leicht brennen.',
        ),
        single(
          'q4',
          'In welche Richtung sollte ein Nasenspray gesprüht werden?',
          [
            'Gerade nach oben',
            'Gegen die Nasenscheidewand',
            '*Leicht nach außen, Richtung Ohr',
            'Mit weit zurückgelegtem Kopf in den Rachen',
          ],
          'Seitlich gesprüht erreicht die Lösung die Nasenmuscheln; an der Nasenscheidewand kann sie die Schleimhaut reizen.',
        ),
        multiple(
          'q5',
          'Welche Zusatzempfehlungen passen bei trockener Nasenschleimhaut?',
          [
            '*Dexpanthenol-Nasensalbe',
            '*Raumluft befeuchten',
            '*Ausreichend trinken',
            'Abschwellendes Nasenspray über vier Wochen',
          ],
          'Pflege, Befeuchtung und Flüssigkeit helfen. Abschwellende Sprays trocknen die Schleimhaut bei Daueranwendung zusätzlich aus.',
        ),
        single(
          'q6',
          'Warum ist der Verzicht auf Konservierungsstoffe ein Beratungsargument?',
          [
            '*Konservierungsmittel wie Benzalkoniumchlorid können die Schleimhaut reizen',
            'Konservierungsmittel verkürzen die Haltbarkeit',
            'Konservierungsmittel machen müde',
            'Es gibt keinen Unterschied',
          ],
          'Benzalkoniumchlorid kann Schleimhaut und Flimmerhärchen schädigen – besonders relevant bei häufiger oder langer Anwendung.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'abschwellende-nasensprays-verkauf',
    name: 'Abschwellende Nasensprays im Verkaufsgespräch',
    longName: 'Verkaufsgespräch: abschwellende Nasensprays sicher und kompetent abgeben',
    shortDescription:
      'Mit den richtigen Fragen zum passenden Nasenspray – inklusive Dosierung, Kontraindikationen und Entwöhnung.',
    type: 3,
    productSlug: 'nasenfrei-xylometazolin-spray',
    manufacturerSlug: 'nordwind-arzneimittel',
    knowledgeValue: 15,
    budget: 4000,
    visibleFromDaysAgo: 60,
    minSeconds: 60,
    content: content(
      [
        text(
          'Der Gesprächseinstieg',
          `
          Ein Nasenspray ist schnell über den HV-Tisch gereicht – gute Beratung beginnt trotzdem mit Fragen:
          - **Für wen** ist das Spray? (Alter, Schwangerschaft, Stillzeit)
          - **Welche Beschwerden** und **seit wann**?
          - **Was wurde schon angewendet** – und wie lange?
          - **Welche Erkrankungen und Arzneimittel** gibt es? (Glaukom, Bluthochdruck, Antidepressiva)

          Wer ein abschwellendes Spray schon wochenlang nutzt, braucht keine neue Packung, sondern einen Entwöhnungsplan.`,
        ),
        text(
          'Wirkstoffe und Dosierung',
          `
          **Xylometazolin** und **Oxymetazolin** sind Alpha-Sympathomimetika: Sie verengen die Gefäße der Nasenschleimhaut, die Nase wird innerhalb von Minuten frei (Wirkdauer bis etwa 10–12 Stunden).
          - Xylometazolin 0,1 %: Erwachsene und Kinder ab 6 Jahren, 0,05 %: Kinder von 2 bis 6 Jahren
          - höchstens dreimal täglich, **maximal 7 Tage**
          - danach droht eine Gewöhnung mit Dauerschwellung (Rhinitis medicamentosa)

          **Kontraindikationen:** trockene Nasenschleimhaut (Rhinitis sicca), Engwinkelglaukom, Zustand nach transsphenoidaler Hypophysenoperation. **Vorsicht** bei schweren Herz-Kreislauf-Erkrankungen, Bluthochdruck, Schilddrüsenüberfunktion, Diabetes sowie bei Einnahme von MAO-Hemmern oder trizyklischen Antidepressiva. In der Schwangerschaft nur nach Rücksprache mit dem Arzt.`,
        ),
        text(
          'Zusatzempfehlungen mit Nutzen',
          `
          - **Meerwasser-Spray:** befeuchtet und reinigt, ideal im Wechsel und nach der Akutphase
          - **Dexpanthenol-Nasensalbe:** pflegt die beanspruchte Schleimhaut
          - **Inhalation** mit Wasserdampf oder Kochsalzlösung
          - bei Verdacht auf Nasennebenhöhlenentzündung: pflanzliche Sekretolytika (z. B. Cineol) – bei starken Gesichtsschmerzen oder Fieber zum Arzt

          **Entwöhnung:** zuerst nur in einem Nasenloch absetzen, nach etwa einer Woche im zweiten; alternativ auf die Kinderdosierung umsteigen und Meerwasser-Spray ergänzen.`,
        ),
      ],
      [
        single(
          'q1',
          'Wie lange dürfen abschwellende Nasensprays höchstens angewendet werden?',
          ['2 Tage', '*7 Tage', '4 Wochen', 'Unbegrenzt'],
          'Nach etwa 7 Tagen steigt das Risiko einer Gewöhnung mit reaktiver Schwellung (Rhinitis medicamentosa).',
        ),
        single(
          'q2',
          'Welche Xylometazolin-Konzentration ist für Kinder von 2 bis 6 Jahren vorgesehen?',
          ['0,1 %', '*0,05 %', '1 %', 'Xylometazolin ist erst ab 12 Jahren erlaubt'],
          'Kinder von 2 bis 6 Jahren erhalten die halbe Konzentration, also 0,05 %.',
        ),
        multiple(
          'q3',
          'Welche sind Kontraindikationen für Xylometazolin?',
          [
            '*Rhinitis sicca',
            '*Engwinkelglaukom',
            '*Zustand nach transsphenoidaler Hypophysenoperation',
            'Heuschnupfen',
          ],
          'Bei trockener Nasenschleimhaut, Engwinkelglaukom und nach Operationen durch die Nase darf Xylometazolin nicht angewendet werden. Heuschnupfen ist keine Kontraindikation.',
        ),
        single(
          'q4',
          'Wie gelingt die Entwöhnung von abschwellenden Nasensprays am besten?',
          [
            'Sofort an beiden Seiten absetzen und Kortison-Tabletten nehmen',
            '*Zunächst nur in einem Nasenloch absetzen',
            'Auf ein anderes abschwellendes Spray wechseln',
            'Die Dosis verdoppeln und dann absetzen',
          ],
          'Bei der Ein-Nasenloch-Methode bleibt eine Seite frei, während sich die andere erholt. Das macht den Entzug erträglich.',
        ),
        multiple(
          'q5',
          'Welche Zusatzempfehlungen sind sinnvoll?',
          [
            '*Meerwasser-Spray',
            '*Dexpanthenol-Nasensalbe',
            '*Inhalation mit Wasserdampf',
            'Ein zweites abschwellendes Spray mit anderem Wirkstoff',
          ],
          'Pflege und Befeuchtung unterstützen die Schleimhaut. Zwei abschwellende Sprays erhöhen nur das Risiko von Nebenwirkungen.',
        ),
        single(
          'q6',
          'Welche Frage sollte am Anfang des Gesprächs stehen?',
          [
            '„Zahlen Sie bar oder mit Karte?“',
            '*„Für wen ist das Nasenspray?“',
            '„Möchten Sie die Großpackung?“',
            '„Kennen Sie unsere Kundenkarte?“',
          ],
          'Alter, Schwangerschaft und Vorerkrankungen der anwendenden Person bestimmen Wirkstoff, Konzentration und Eignung.',
        ),
      ],
    ),
  }),
];
