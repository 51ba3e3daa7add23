import { content, multiple, seedModule, single, text, video } from '../helpers';
import type { SeedModule } from '../types';

export const nordwindModules: SeedModule[] = [
  seedModule({
    slug: 'halsschmerzen-to-go',
    name: 'Halsschmerzen To Go',
    longName: 'To Go: Halsschmerzen in 25 Sekunden',
    shortDescription: 'Das Wichtigste zu Halsschmerzen in der Erkältungszeit – kurz, knapp und beratungsfertig.',
    type: 7,
    productSlug: 'halsruhe-pastillen',
    manufacturerSlug: 'nordwind-arzneimittel',
    knowledgeValue: 5,
    budget: 6,
    visibleFromDaysAgo: 30,
    minSeconds: 30,
    content: content(
      [
        video(
          'Halsschmerzen in 25 Sekunden',
          'halsschmerzen-to-go',
          `
          Halsschmerzen sind meist das erste Zeichen einer Erkältung und werden fast immer von Viren verursacht.

          Schleimstoffe wie Isländisch Moos legen einen Schutzfilm über die gereizte Schleimhaut und lindern den Hustenreiz.

          Bei starken Schmerzen helfen Lutschtabletten mit Lokalanästhetika wie Benzocain oder Lidocain.

          Lutschen regt den Speichelfluss an. Dazu viel trinken und auf Rauchen verzichten.

          Zum Arzt bei Fieber über 39 Grad, starken Schluckbeschwerden, Atemnot oder Beschwerden länger als eine Woche.`,
          25,
        ),
        text(
          'Das Wichtigste in Kürze',
          `
          - Halsschmerzen sind überwiegend viral bedingt.
          - **Schleimstoffe** (Isländisch Moos, Eibisch) schützen die Schleimhaut, **Lokalanästhetika** betäuben den Schmerz.
          - HalsRuhe Isländisch-Moos-Pastillen: für Erwachsene und Kinder ab 6 Jahren, mehrmals täglich eine Pastille lutschen.
          - Warnzeichen: Fieber über 39 °C, stark geschwollene Mandeln mit Belägen, Kieferklemme, Atemnot, Dauer über eine Woche.`,
        ),
      ],
      [
        single(
          'q1',
          'Wie wirken Schleimstoffe aus Isländisch Moos?',
          [
            '*Sie bilden einen Schutzfilm auf der Schleimhaut',
            'Sie töten Bakterien ab',
            'Sie betäuben die Schleimhaut',
            'Sie senken das Fieber',
          ],
          'Die Polysaccharide quellen auf und legen sich als schützender Film über die gereizte Rachenschleimhaut.',
        ),
        multiple(
          'q2',
          'Welche Beschwerden sind Warnzeichen für einen Arztbesuch?',
          [
            '*Fieber über 39 °C',
            '*Starke Schluckbeschwerden oder Kieferklemme',
            '*Atemnot',
            'Leichtes Kratzen am Morgen',
          ],
          'Hohes Fieber, starke Schluckbeschwerden und Atemnot können auf eine bakterielle Mandelentzündung oder einen Abszess hinweisen.',
        ),
        single(
          'q3',
          'Welcher Wirkstoff ist ein Lokalanästhetikum in Halsschmerztabletten?',
          ['*Benzocain', 'Cetirizin', 'Xylometazolin', 'Magnesiumcitrat'],
          'Benzocain und Lidocain betäuben die Schleimhaut örtlich und lindern so den Schluckschmerz.',
        ),
        single(
          'q4',
          'Ab welchem Alter sind HalsRuhe Isländisch-Moos-Pastillen geeignet?',
          ['Ab Geburt', '*Ab 6 Jahren', 'Ab 16 Jahren', 'Nur für Erwachsene'],
          'Die Pastillen sind für Erwachsene und Kinder ab 6 Jahren vorgesehen; jüngere Kinder könnten sich an Lutschpastillen verschlucken.',
        ),
        multiple(
          'q5',
          'Welche Tipps passen bei Halsschmerzen?',
          [
            '*Viel trinken',
            '*Lutschen fördert den Speichelfluss',
            '*Auf Rauchen verzichten',
            'Heißen Grog mit Alkohol trinken',
          ],
          'Flüssigkeit und Speichel halten die Schleimhaut feucht; Rauch und Alkohol reizen sie zusätzlich.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'nordwind-news-pumpsystem',
    name: 'Nordwind News: neues Pumpsystem',
    longName: 'Brand News: Nasenfrei Meerwasser-Spray mit neuem Pumpsystem',
    shortDescription: 'Was sich an der Nasenfrei-Flasche ändert und was du deinen Kunden dazu sagst.',
    type: 8,
    productSlug: 'nasenfrei-meerwasser-spray',
    manufacturerSlug: 'nordwind-arzneimittel',
    knowledgeValue: 5,
    budget: 3,
    visibleFromDaysAgo: 14,
    minSeconds: 30,
    content: content(
      [
        text(
          'Was ist neu?',
          `
          Nasenfrei Meerwasser-Spray kommt ab sofort mit einem **neuen Pumpsystem**:
          - ein Rückschlagventil verhindert, dass Luft und Keime in die Flasche zurückströmen
          - nach Anbruch 12 Monate haltbar (bisher 6 Monate)
          - feinerer Sprühnebel für eine gleichmäßige Verteilung

          Inhalt und Zusammensetzung bleiben unverändert: isotonisches Meerwasser (0,9 % Salz) ohne Konservierungsstoffe.`,
        ),
        text(
          'Das heißt für deine Beratung',
          `
          - Vor der ersten Anwendung **fünfmal pumpen**, bis ein gleichmäßiger Sprühnebel entsteht.
          - Sprühkopf nach jeder Anwendung abwischen und die Schutzkappe aufsetzen.
          - Ein Spray pro Person – auch in der Familie.
          - Alte und neue Packungen können im Lager nebeneinander stehen; sie sind gleichwertig.`,
        ),
      ],
      [
        single(
          'q1',
          'Was verhindert das Rückschlagventil des neuen Pumpsystems?',
          [
            '*Dass Luft und Keime in die Flasche zurückströmen',
            'Dass das Spray zu schnell leer wird',
            'Dass Kinder die Flasche öffnen',
            'Dass das Salz auskristallisiert',
          ],
          'Das Ventil lässt nur Flüssigkeit hinaus, aber keine Luft hinein. So bleibt der Inhalt ohne Konservierungsstoffe keimarm.',
        ),
        single(
          'q2',
          'Wie lange ist das Spray nach Anbruch haltbar?',
          ['4 Wochen', '6 Monate', '*12 Monate', '3 Jahre'],
          'Mit dem neuen Pumpsystem ist die Haltbarkeit nach Anbruch auf 12 Monate gestiegen.',
        ),
        multiple(
          'q3',
          'Welche Hinweise gibst du zur Anwendung?',
          [
            '*Vor der ersten Anwendung mehrmals pumpen',
            '*Sprühkopf nach Gebrauch abwischen',
            '*Ein Spray pro Person verwenden',
            'Die Flasche im Kühlschrank einfrieren',
          ],
          'Vorpumpen, Hygiene und die Nutzung durch nur eine Person sorgen für eine sichere Anwendung.',
        ),
        single(
          'q4',
          'Hat sich die Zusammensetzung geändert?',
          [
            'Ja, es enthält jetzt Xylometazolin',
            '*Nein, es bleibt isotonisches Meerwasser ohne Konservierungsstoffe',
            'Ja, es ist jetzt hyperton',
            'Ja, es enthält nun Benzalkoniumchlorid',
          ],
          'Nur das Pumpsystem ist neu; Inhalt und Salzgehalt sind unverändert.',
        ),
        single(
          'q5',
          'Ein Kunde fragt, ob seine alte Packung noch gut ist. Was antwortest du?',
          [
            '*Ja, alte und neue Packungen sind inhaltlich gleichwertig',
            'Nein, alte Packungen müssen entsorgt werden',
            'Nur, wenn er sie einfriert',
            'Nur für Kinder',
          ],
          'Die Umstellung betrifft nur die Verpackung. Bereits angebrochene alte Flaschen gelten mit der bisherigen Haltbarkeit nach Anbruch.',
        ),
      ],
    ),
  }),
];
