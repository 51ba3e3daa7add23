import { content, download, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const reiseSchlafModules: SeedModule[] = [
  seedModule({
    slug: 'reiseapotheke-grundlagen',
    name: 'Die Reiseapotheke',
    longName: 'Die Reiseapotheke: Grundausstattung, Reisekrankheit, Thrombose und Mückenschutz',
    shortDescription: 'Was in jede Reiseapotheke gehört und wie du Reisende rundum gut berätst.',
    type: 0,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 20,
    budget: 0,
    visibleFromDaysAgo: 130,
    minSeconds: 90,
    content: content(
      [
        image(
          'Checkliste Reiseapotheke',
          'reiseapotheke-checkliste',
          'Checkliste mit den Rubriken Dauermedikation, Schmerz und Fieber, Magen-Darm, Haut und Sonne, Verbandmaterial',
        ),
        text(
          'Grundausstattung',
          `
          - **Dauermedikation** in ausreichender Menge plus Reserve, im Handgepäck; Insulin und andere kühlpflichtige Arzneimittel in einer Kühltasche
          - **Schmerz und Fieber:** Ibuprofen oder Paracetamol, Fieberthermometer
          - **Magen-Darm:** Rehydratationslösung, Loperamid, ggf. ein Mittel gegen Verstopfung
          - **Haut:** Sonnenschutz, Après-Sun, Mückenschutz, Antihistaminikum-Gel bei Stichen
          - **Verbandmaterial:** Pflaster, Wunddesinfektion, Pinzette, Zeckenkarte

          Für Betäubungsmittel gilt bei Reisen in Schengen-Staaten: ärztlich ausgefüllte und behördlich beglaubigte Bescheinigung mitführen.`,
        ),
        text(
          'Reisekrankheit und Thrombose',
          `
          **Reisekrankheit:** Dimenhydrinat 30–60 Minuten vor Reisebeginn (macht müde – nicht selbst fahren); Scopolamin-Pflaster sind verschreibungspflichtig. Ingwer und Akupressurbänder als sanfte Alternativen. Tipp: vorne sitzen, den Horizont fixieren, nicht lesen.

          **Reisethrombose:** bei Flügen und Fahrten über vier Stunden regelmäßig bewegen, Fußgymnastik, ausreichend trinken, keinen Alkohol. Kompressionsstrümpfe der Klasse I bieten zusätzlichen Schutz. Risikopatienten (frühere Thrombose, Schwangerschaft, Krebserkrankung, kurz zurückliegende Operation) sprechen vorab mit dem Arzt.`,
        ),
        text(
          'Mückenschutz und Reisemedizin',
          `
          Repellentien mit **DEET** oder **Icaridin** schützen mehrere Stunden; Altersangaben der Präparate beachten. DEET kann Kunststoffe angreifen. Sonnenschutz zuerst auftragen, Mückenschutz darüber.

          Bei Fernreisen: **Impf- und Malariaberatung** etwa 6–8 Wochen vor der Abreise beim Reisemediziner einplanen.`,
        ),
        download(
          'Checkliste Reiseapotheke',
          'Die Checkliste zum Ausdrucken für deine Kundinnen und Kunden.',
          'reiseapotheke-checkliste.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Wo sollte die Dauermedikation auf Flugreisen transportiert werden?',
          [
            '*Im Handgepäck, mit Reserve',
            'Im aufgegebenen Koffer',
            'Sie wird am Reiseziel gekauft',
            'Per Post vorausschicken',
          ],
          'Koffer können verloren gehen. Im Handgepäck bleibt die Medikation immer verfügbar.',
        ),
        single(
          'q2',
          'Wann wird Dimenhydrinat gegen Reisekrankheit eingenommen?',
          [
            '*30–60 Minuten vor Reisebeginn',
            'Erst beim Erbrechen',
            'Am Abend nach der Ankunft',
            'Eine Woche vorher täglich',
          ],
          'Vorbeugend eingenommen wirkt es am besten. Wegen der Müdigkeit sollte der Anwender nicht selbst fahren.',
        ),
        multiple(
          'q3',
          'Was schützt vor einer Reisethrombose?',
          [
            '*Regelmäßige Bewegung und Fußgymnastik',
            '*Ausreichend trinken',
            '*Kompressionsstrümpfe',
            'Alkohol zur Entspannung',
          ],
          'Bewegung, Flüssigkeit und Kompression fördern den venösen Rückfluss. Alkohol entzieht dem Körper Wasser.',
        ),
        single(
          'q4',
          'In welcher Reihenfolge werden Sonnenschutz und Mückenschutz aufgetragen?',
          [
            '*Erst Sonnenschutz, dann Mückenschutz',
            'Erst Mückenschutz, dann Sonnenschutz',
            'Beide gemischt',
            'Die Reihenfolge ist egal',
          ],
          'Das Repellent muss an der Oberfläche verdunsten, um zu wirken. Deshalb kommt es als letzte Schicht auf die Haut.',
        ),
        single(
          'q5',
          'Wann sollte eine reisemedizinische Beratung für Fernreisen stattfinden?',
          ['Am Abreisetag', '*Etwa 6–8 Wochen vor der Abreise', 'Nach der Rückkehr', 'Ein Jahr vorher'],
          'Manche Impfungen brauchen mehrere Dosen oder Zeit bis zum vollen Schutz.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'schlafstoerungen-beratung',
    name: 'Schlafstörungen beraten',
    longName: 'Schlafstörungen: Schlafhygiene, Phytopharmaka, Antihistaminika und Melatonin',
    shortDescription:
      'Von der Schlafhygiene bis zum H1-Antihistaminikum: Schlafstörungen sicher in der Selbstmedikation begleiten.',
    type: 1,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 30,
    budget: 0,
    visibleFromDaysAgo: 90,
    minSeconds: 120,
    content: content(
      [
        text(
          'Schlafhygiene zuerst',
          `
          Vor jedem Arzneimittel steht die Schlafhygiene:
          - feste Aufsteh- und Zubettgehzeiten, auch am Wochenende
          - ab dem Nachmittag kein Koffein, abends kein Alkohol und keine schweren Mahlzeiten
          - Schlafzimmer kühl (etwa 16–18 °C), dunkel und ruhig; Bildschirme aus
          - wer nach etwa 20 Minuten nicht einschläft, steht auf und geht erst müde wieder ins Bett`,
        ),
        image(
          'Schlafhygiene',
          'schlafhygiene',
          'Vier Regeln der Schlafhygiene: Rhythmus, Koffein und Alkohol, Schlafzimmer, Abendritual',
        ),
        text(
          'Pflanzliche Mittel und Melatonin',
          `
          **Baldrian**, auch kombiniert mit Hopfen, Melisse oder Passionsblume, ist gut verträglich. Die volle Wirkung zeigt sich oft erst nach **2–4 Wochen regelmäßiger Einnahme**.

          **Melatonin:** Nahrungsergänzungsmittel mit 1 mg kurz vor dem Schlafengehen können die Einschlafzeit verkürzen, 0,5 mg lindern Jetlag-Beschwerden. Retardiertes Melatonin 2 mg ist ein verschreibungspflichtiges Arzneimittel für Patienten ab 55 Jahren.`,
        ),
        text(
          'H1-Antihistaminika – nur kurzfristig',
          `
          **Diphenhydramin** und **Doxylamin** sind rezeptfrei, aber nur für die **kurzzeitige Anwendung** (höchstens 2 Wochen) geeignet:
          - anticholinerge Nebenwirkungen: Mundtrockenheit, Verstopfung, Harnverhalt
          - **Kontraindikationen:** Engwinkelglaukom, Prostatavergrößerung mit Restharn
          - Überhang am Morgen („Hangover“), eingeschränkte Fahrtüchtigkeit, nicht mit Alkohol
          - für ältere Menschen ungeeignet (PRISCUS-Liste: Sturzgefahr, Verwirrtheit)

          **Zum Arzt:** Schlafstörungen über 4 Wochen, lautes Schnarchen mit Atemaussetzern, Verdacht auf Depression, unruhige Beine am Abend, Einschlafen am Steuer.`,
        ),
      ],
      [
        multiple(
          'q1',
          'Welche Regeln gehören zur Schlafhygiene?',
          [
            '*Feste Schlafenszeiten',
            '*Kühles, dunkles Schlafzimmer',
            '*Kein Koffein ab dem Nachmittag',
            'Ein Glas Wein als Einschlafhilfe',
          ],
          'Alkohol lässt zwar schneller einschlafen, stört aber die zweite Nachthälfte und den Tiefschlaf.',
        ),
        single(
          'q2',
          'Wann zeigt Baldrian seine volle Wirkung?',
          ['Nach 5 Minuten', '*Nach 2–4 Wochen regelmäßiger Einnahme', 'Nur bei einmaliger hoher Dosis', 'Nie'],
          'Baldrian wirkt nicht wie ein klassisches Schlafmittel, sondern bessert die Schlafqualität bei regelmäßiger Einnahme.',
        ),
        multiple(
          'q3',
          'Welche Kontraindikationen gelten für Diphenhydramin und Doxylamin?',
          ['*Engwinkelglaukom', '*Prostatavergrößerung mit Restharnbildung', 'Heuschnupfen', 'Trockene Haut'],
          'Die anticholinerge Wirkung kann den Augeninnendruck erhöhen und einen Harnverhalt auslösen.',
        ),
        single(
          'q4',
          'Wie lange dürfen H1-Antihistaminika als Schlafmittel höchstens angewendet werden?',
          ['Dauerhaft', '*Etwa 2 Wochen', '6 Monate', 'Nur einmal im Leben'],
          'Es entwickelt sich schnell eine Toleranz; bei längeren Schlafstörungen muss die Ursache ärztlich geklärt werden.',
        ),
        single(
          'q5',
          'Ein Kunde schnarcht laut, seine Partnerin bemerkt Atemaussetzer. Was rätst du?',
          [
            '*Ärztliche Abklärung wegen Verdacht auf Schlafapnoe',
            'Doxylamin für eine bessere Nacht',
            'Mehr Kaffee am Tag',
            'Baldrian für vier Wochen',
          ],
          'Eine Schlafapnoe erhöht das Risiko für Bluthochdruck, Herzinfarkt und Unfälle. Schlafmittel können sie verschlimmern.',
        ),
        single(
          'q6',
          'Welche Melatonin-Dosis als Nahrungsergänzung kann die Einschlafzeit verkürzen?',
          ['*1 mg kurz vor dem Schlafengehen', '100 mg morgens', '10 g am Abend', 'Melatonin wirkt nur als Spritze'],
          'Für 1 mg Melatonin kurz vor dem Schlafengehen ist die Verkürzung der Einschlafzeit als gesundheitsbezogene Angabe zugelassen.',
        ),
      ],
    ),
  }),
];
