// People and events of the Bible that people ask about by name ("¿Quién fue Moisés?", "la
// resurrección de Lázaro"). Summaries are our own words; every quote comes from the database through
// the passages listed, and tests/unit/answers-builtin.test.ts checks that each one exists. Matching and
// the answer's wording live in lib/answers/builtin (intents.ts, compose.ts).

export interface Figure {
  id: string;
  kind: "person" | "event";
  /** Display name with accents. */
  title: string;
  /** plain() forms that identify it in a question. Multi-word names are matched as phrases. */
  names: string[];
  /** Two to four sentences in our own words. */
  summary: string;
  /** Short passages quoted in the answer (two or three). */
  passages: string[];
  /** Where to keep reading, e.g. "Éxodo 2–20". */
  readMore: string;
}

export const FIGURES: Figure[] = [
  {
    id: "moises",
    kind: "person",
    title: "Moisés",
    names: ["moises"],
    summary:
      "Moisés fue el profeta y líder por medio de quien Dios sacó a Israel de la esclavitud en Egipto. Dios lo llamó desde la zarza ardiente, abrió el mar delante del pueblo y le entregó la Ley en el monte Sinaí. Guió a Israel cuarenta años por el desierto, hasta la orilla de la tierra prometida.",
    passages: ["Éxodo 3:10", "Éxodo 14:21", "Deuteronomio 34:10"],
    readMore: "Éxodo 2–20 y Deuteronomio 34",
  },
  {
    id: "lazaro",
    kind: "event",
    title: "La resurrección de Lázaro",
    names: ["lazaro"],
    summary:
      "Lázaro de Betania, hermano de Marta y María, era amigo cercano de Jesús. Cuando murió, Jesús llegó cuatro días después, lloró con la familia y lo llamó fuera del sepulcro, mostrando que él es la resurrección y la vida.",
    passages: ["Juan 11:25-26", "Juan 11:35", "Juan 11:43-44"],
    readMore: "Juan 11:1-45",
  },
  {
    id: "abraham",
    kind: "person",
    title: "Abraham",
    names: ["abraham", "abram"],
    summary:
      "Abraham es llamado el padre de la fe. Dios lo llamó a dejar su tierra y le prometió una descendencia por la que serían benditas todas las familias de la tierra. Creyó a Dios aun cuando la promesa parecía imposible, y eso le fue contado por justicia.",
    passages: ["Génesis 12:1-2", "Génesis 15:6", "Hebreos 11:8"],
    readMore: "Génesis 12–25",
  },
  {
    id: "david",
    kind: "person",
    title: "David",
    names: ["david", "rey david"],
    summary:
      "David fue el pastor de Belén a quien Dios escogió como rey de Israel. Venció a Goliat confiando en Dios, escribió muchos salmos y, aunque pecó gravemente, se arrepintió de corazón. De su descendencia vino Jesús, el Hijo de David.",
    passages: ["1 Samuel 16:7", "1 Samuel 17:45", "Salmos 51:10"],
    readMore: "1 Samuel 16 – 2 Samuel 24",
  },
  {
    id: "goliat",
    kind: "event",
    title: "David y Goliat",
    names: ["goliat", "david y goliat"],
    summary:
      "Goliat era un guerrero filisteo gigante que desafiaba al ejército de Israel. El joven David, armado solo con una honda y su confianza en Dios, lo enfrentó y lo venció, para que todos supieran que la batalla es de Jehová.",
    passages: ["1 Samuel 17:45", "1 Samuel 17:47"],
    readMore: "1 Samuel 17",
  },
  {
    id: "noe",
    kind: "event",
    title: "Noé y el diluvio",
    names: ["noe", "diluvio", "arca de noe"],
    summary:
      "Noé fue un hombre justo en una generación corrompida. Dios le mandó construir un arca para salvar a su familia y a los animales del diluvio, y después hizo pacto con él, puesto el arco en las nubes como señal.",
    passages: ["Génesis 6:8-9", "Génesis 9:13"],
    readMore: "Génesis 6–9",
  },
  {
    id: "adan-eva",
    kind: "event",
    title: "Adán y Eva",
    names: ["adan", "eva", "adan y eva", "la caida", "jardin del eden", "eden"],
    summary:
      "Adán y Eva fueron el primer hombre y la primera mujer, creados a imagen de Dios y puestos en el huerto de Edén. Al desobedecer y comer del árbol prohibido entró el pecado en el mundo; aun así, Dios les prometió que la simiente de la mujer heriría a la serpiente.",
    passages: ["Génesis 1:27", "Génesis 3:15"],
    readMore: "Génesis 1–3",
  },
  {
    id: "creacion",
    kind: "event",
    title: "La creación",
    names: ["creacion", "creo dios", "la creacion del mundo"],
    summary:
      "La Biblia comienza contando cómo Dios creó los cielos y la tierra por su palabra, en seis días, y vio que todo era bueno. Al ser humano lo hizo a su imagen y le encargó cuidar lo creado.",
    passages: ["Génesis 1:1", "Génesis 1:27", "Juan 1:3"],
    readMore: "Génesis 1–2",
  },
  {
    id: "jonas",
    kind: "person",
    title: "Jonás",
    names: ["jonas"],
    summary:
      "Jonás fue el profeta a quien Dios envió a Nínive. Huyó en un barco, fue tragado por un gran pez y, después de orar desde su vientre, obedeció. Nínive se arrepintió, y el libro termina mostrando la compasión de Dios aun por los enemigos de Israel.",
    passages: ["Jonás 1:3", "Jonás 2:1", "Jonás 4:11"],
    readMore: "Jonás 1–4",
  },
  {
    id: "jose-egipto",
    kind: "person",
    title: "José, hijo de Jacob",
    names: ["jose hijo de jacob", "jose en egipto", "jose y sus hermanos", "jose el sonador"],
    summary:
      "José fue el hijo amado de Jacob, vendido como esclavo por sus hermanos. En Egipto pasó por la cárcel, pero Dios lo levantó hasta ser gobernador y, en tiempo de hambre, salvó a su familia. Perdonó a sus hermanos reconociendo que Dios encaminó el mal a bien.",
    passages: ["Génesis 39:2", "Génesis 50:20"],
    readMore: "Génesis 37–50",
  },
  {
    id: "jacob",
    kind: "person",
    title: "Jacob",
    names: ["jacob", "israel el patriarca"],
    summary:
      "Jacob, hijo de Isaac, fue el padre de las doce tribus. Luchó con Dios en Peniel y recibió el nombre de Israel. Su vida muestra cómo Dios cumple sus promesas aun con personas imperfectas.",
    passages: ["Génesis 28:15", "Génesis 32:28"],
    readMore: "Génesis 25–35",
  },
  {
    id: "isaac",
    kind: "person",
    title: "Isaac",
    names: ["isaac", "sacrificio de isaac"],
    summary:
      "Isaac fue el hijo de la promesa, nacido de Abraham y Sara en su vejez. Cuando Dios probó a Abraham pidiéndole a Isaac, proveyó un carnero en su lugar: Jehová proveerá.",
    passages: ["Génesis 21:2", "Génesis 22:8", "Génesis 22:14"],
    readMore: "Génesis 21–27",
  },
  {
    id: "sara",
    kind: "person",
    title: "Sara",
    names: ["sara", "sarai"],
    summary:
      "Sara fue la esposa de Abraham. Siendo estéril y ya anciana, recibió la promesa de un hijo, y Dios la cumplió con el nacimiento de Isaac: para Dios no hay nada difícil.",
    passages: ["Génesis 18:14", "Génesis 21:2", "Hebreos 11:11"],
    readMore: "Génesis 17–21",
  },
  {
    id: "josue",
    kind: "person",
    title: "Josué",
    names: ["josue", "jerico", "muros de jerico"],
    summary:
      "Josué fue el sucesor de Moisés, quien guió a Israel a entrar en la tierra prometida. Dios le mandó esforzarse y ser valiente, y los muros de Jericó cayeron cuando el pueblo obedeció.",
    passages: ["Josué 1:9", "Josué 6:20", "Josué 24:15"],
    readMore: "Josué 1–6 y 24",
  },
  {
    id: "rut",
    kind: "person",
    title: "Rut",
    names: ["rut", "ruth", "noemi"],
    summary:
      "Rut fue una mujer moabita que, al quedar viuda, decidió quedarse con su suegra Noemí y seguir al Dios de Israel. Dios la cuidó por medio de Booz, y llegó a ser bisabuela del rey David.",
    passages: ["Rut 1:16", "Rut 4:13"],
    readMore: "el libro de Rut (4 capítulos)",
  },
  {
    id: "ester",
    kind: "person",
    title: "Ester",
    names: ["ester", "esther", "reina ester"],
    summary:
      "Ester fue una joven judía que llegó a ser reina de Persia. Arriesgando su vida, se presentó ante el rey para interceder por su pueblo, amenazado de exterminio, y Dios usó su valentía para salvarlo.",
    passages: ["Ester 4:14", "Ester 4:16"],
    readMore: "el libro de Ester",
  },
  {
    id: "daniel",
    kind: "person",
    title: "Daniel",
    names: ["daniel", "foso de los leones", "daniel en el foso"],
    summary:
      "Daniel fue un joven judío llevado cautivo a Babilonia que se mantuvo fiel a Dios. Siguió orando aunque estaba prohibido, fue echado al foso de los leones y Dios cerró la boca de los leones.",
    passages: ["Daniel 1:8", "Daniel 6:10", "Daniel 6:22"],
    readMore: "Daniel 1–6",
  },
  {
    id: "horno-de-fuego",
    kind: "event",
    title: "Sadrac, Mesac y Abed-nego",
    names: ["sadrac", "mesac", "abednego", "abed nego", "horno de fuego"],
    summary:
      "Sadrac, Mesac y Abed-nego se negaron a adorar la estatua de oro del rey Nabucodonosor. Fueron echados a un horno de fuego ardiendo, pero salieron ilesos: Dios estuvo con ellos en medio del fuego.",
    passages: ["Daniel 3:17-18", "Daniel 3:25"],
    readMore: "Daniel 3",
  },
  {
    id: "elias",
    kind: "person",
    title: "Elías",
    names: ["elias", "monte carmelo"],
    summary:
      "Elías fue un profeta que enfrentó la idolatría en tiempos del rey Acab. En el monte Carmelo Dios respondió con fuego del cielo; después, cansado y con miedo, Elías escuchó a Dios en un silbo apacible. Fue llevado al cielo en un torbellino.",
    passages: ["1 Reyes 18:38-39", "1 Reyes 19:12", "2 Reyes 2:11"],
    readMore: "1 Reyes 17–19 y 2 Reyes 2",
  },
  {
    id: "eliseo",
    kind: "person",
    title: "Eliseo",
    names: ["eliseo"],
    summary:
      "Eliseo fue el discípulo y sucesor de Elías. Pidió una doble porción de su espíritu y Dios hizo por medio de él muchos milagros, como la sanidad de Naamán.",
    passages: ["2 Reyes 2:9", "2 Reyes 5:14"],
    readMore: "2 Reyes 2–13",
  },
  {
    id: "salomon",
    kind: "person",
    title: "Salomón",
    names: ["salomon", "rey salomon"],
    summary:
      "Salomón, hijo de David, fue rey de Israel y edificó el templo en Jerusalén. Pidió a Dios sabiduría para gobernar y Dios se la dio; la tradición le atribuye buena parte de Proverbios.",
    passages: ["1 Reyes 3:9", "1 Reyes 3:12", "Proverbios 1:7"],
    readMore: "1 Reyes 1–11",
  },
  {
    id: "sanson",
    kind: "person",
    title: "Sansón",
    names: ["sanson", "dalila"],
    summary:
      "Sansón fue un juez de Israel de fuerza extraordinaria, consagrado a Dios como nazareo. Su vida muestra tanto el poder de Dios como las consecuencias de la desobediencia; al final clamó a Dios y fue escuchado.",
    passages: ["Jueces 13:5", "Jueces 16:28"],
    readMore: "Jueces 13–16",
  },
  {
    id: "gedeon",
    kind: "person",
    title: "Gedeón",
    names: ["gedeon"],
    summary:
      'Gedeón era un hombre temeroso a quien Dios llamó "varón esforzado". Con solo trescientos hombres, Dios libró a Israel de los madianitas, para que quedara claro que la victoria era suya.',
    passages: ["Jueces 6:12", "Jueces 7:7"],
    readMore: "Jueces 6–8",
  },
  {
    id: "samuel",
    kind: "person",
    title: "Samuel",
    names: ["samuel", "ana madre de samuel"],
    summary:
      "Samuel fue el hijo que Ana pidió a Dios con lágrimas. Desde niño sirvió en el templo y escuchó la voz de Dios; fue profeta y juez, y ungió a Saúl y a David como reyes.",
    passages: ["1 Samuel 1:27", "1 Samuel 3:10"],
    readMore: "1 Samuel 1–16",
  },
  {
    id: "job",
    kind: "person",
    title: "Job",
    names: ["job", "paciencia de job"],
    summary:
      "Job fue un hombre justo que perdió sus bienes, sus hijos y su salud. Con sus amigos discutió el porqué del sufrimiento; al final Dios le habló desde el torbellino y Job reconoció su grandeza. Su historia acompaña a quien sufre sin entender por qué.",
    passages: ["Job 1:21", "Job 19:25"],
    readMore: "Job 1–2 y 38–42",
  },
  {
    id: "isaias",
    kind: "person",
    title: "Isaías",
    names: ["isaias", "profeta isaias"],
    summary:
      'Isaías fue un profeta de Judá que vio la santidad de Dios y respondió "Heme aquí, envíame a mí". Su libro anuncia juicio y consuelo, y profetiza al Siervo sufriente que llevaría nuestros pecados.',
    passages: ["Isaías 6:8", "Isaías 53:5"],
    readMore: "Isaías 6, 40 y 53",
  },
  {
    id: "jeremias",
    kind: "person",
    title: "Jeremías",
    names: ["jeremias"],
    summary:
      'Jeremías, llamado "el profeta llorón", anunció a Judá el juicio de Dios antes del exilio en Babilonia, y también la esperanza de un nuevo pacto escrito en el corazón.',
    passages: ["Jeremías 1:5", "Jeremías 29:11", "Jeremías 31:33"],
    readMore: "Jeremías 1, 29 y 31",
  },
  {
    id: "nehemias",
    kind: "person",
    title: "Nehemías",
    names: ["nehemias"],
    summary:
      "Nehemías era copero del rey de Persia. Al saber que los muros de Jerusalén estaban en ruinas, oró, pidió permiso al rey y guió la reconstrucción en medio de oposición.",
    passages: ["Nehemías 1:4", "Nehemías 8:10"],
    readMore: "Nehemías 1–8",
  },
  {
    id: "nacimiento-jesus",
    kind: "event",
    title: "El nacimiento de Jesús",
    names: ["nacimiento de jesus", "navidad", "belen", "pesebre", "los magos", "reyes magos"],
    summary:
      "Jesús nació en Belén de la virgen María, cumpliendo las promesas de los profetas. Fue acostado en un pesebre; los ángeles lo anunciaron a unos pastores y unos magos de oriente vinieron a adorarlo.",
    passages: ["Lucas 2:10-11", "Mateo 1:21", "Isaías 9:6"],
    readMore: "Mateo 1–2 y Lucas 1–2",
  },
  {
    id: "jesus",
    kind: "person",
    title: "Jesús",
    names: ["jesus", "jesucristo", "quien es jesus", "quien fue jesus", "cristo"],
    summary:
      "Jesús de Nazaret es el centro de toda la Biblia: el Hijo de Dios hecho hombre, que enseñó, sanó, murió en la cruz por nuestros pecados y resucitó al tercer día. Los evangelios cuentan su vida, y él invita a seguirle.",
    passages: ["Juan 1:14", "Juan 14:6", "Juan 3:16"],
    readMore: "el evangelio de Marcos o el de Juan",
  },
  {
    id: "bautismo-jesus",
    kind: "event",
    title: "El bautismo de Jesús",
    names: ["bautismo de jesus", "bautizo de jesus", "jesus bautizado"],
    summary:
      'Jesús fue bautizado por Juan en el río Jordán. Al salir del agua, el Espíritu descendió sobre él como paloma y se oyó la voz del Padre: "Este es mi Hijo amado".',
    passages: ["Mateo 3:16-17"],
    readMore: "Mateo 3 y Marcos 1:9-11",
  },
  {
    id: "juan-bautista",
    kind: "person",
    title: "Juan el Bautista",
    names: ["juan el bautista", "juan bautista"],
    summary:
      "Juan el Bautista fue el profeta que preparó el camino de Jesús, llamando al arrepentimiento y bautizando en el Jordán. Señaló a Jesús como el Cordero de Dios.",
    passages: ["Mateo 3:1-2", "Juan 1:29", "Juan 3:30"],
    readMore: "Mateo 3, Lucas 1 y Juan 1",
  },
  {
    id: "maria",
    kind: "person",
    title: "María, la madre de Jesús",
    names: ["maria", "virgen maria", "maria madre de jesus", "la madre de jesus"],
    summary:
      "María era una joven de Nazaret a quien el ángel Gabriel anunció que sería la madre del Salvador. Respondió con fe y humildad, y su cántico (el Magníficat) alaba la misericordia de Dios.",
    passages: ["Lucas 1:30-31", "Lucas 1:38", "Lucas 1:46-47"],
    readMore: "Lucas 1–2 y Juan 19:25-27",
  },
  {
    id: "pedro",
    kind: "person",
    title: "Pedro",
    names: ["pedro", "simon pedro", "apostol pedro"],
    summary:
      "Simón Pedro era un pescador de Galilea llamado por Jesús a ser pescador de hombres. Confesó que Jesús es el Cristo, lo negó tres veces la noche del arresto y fue restaurado por el Señor resucitado. Predicó en Pentecostés y fue columna de la iglesia.",
    passages: ["Mateo 4:19", "Mateo 16:16", "Juan 21:17"],
    readMore: "Mateo 16, Juan 21 y Hechos 2",
  },
  {
    id: "pablo",
    kind: "person",
    title: "Pablo",
    names: ["pablo", "saulo", "apostol pablo", "conversion de pablo", "camino a damasco"],
    summary:
      "Pablo, antes llamado Saulo, perseguía a la iglesia hasta que Jesús resucitado se le apareció en el camino a Damasco. Se convirtió en apóstol de los gentiles, viajó fundando iglesias y escribió buena parte del Nuevo Testamento.",
    passages: ["Hechos 9:3-4", "Gálatas 2:20", "2 Timoteo 4:7"],
    readMore: "Hechos 9 y 13–28",
  },
  {
    id: "judas-iscariote",
    kind: "person",
    title: "Judas Iscariote",
    names: ["judas iscariote", "traicion de judas"],
    summary:
      "Judas Iscariote fue uno de los doce discípulos y quien entregó a Jesús a los principales sacerdotes por treinta piezas de plata. Su historia es una advertencia sobre la avaricia y el corazón que se aparta.",
    passages: ["Mateo 26:14-15", "Mateo 26:49"],
    readMore: "Mateo 26–27",
  },
  {
    id: "tomas",
    kind: "person",
    title: "Tomás",
    names: ["tomas", "tomas el incredulo"],
    summary:
      'Tomás fue uno de los doce. No creyó la resurrección hasta ver a Jesús, y cuando lo vio exclamó "¡Señor mío, y Dios mío!".',
    passages: ["Juan 20:27-29"],
    readMore: "Juan 20:24-29",
  },
  {
    id: "maria-magdalena",
    kind: "person",
    title: "María Magdalena",
    names: ["maria magdalena", "magdalena"],
    summary:
      "María Magdalena siguió a Jesús desde Galilea, estuvo al pie de la cruz y fue la primera en ver al Señor resucitado y anunciarlo a los discípulos.",
    // Who she was (freed of seven demons, Lucas 8:2), at the cross, and the first to see the risen Lord.
    passages: ["Lucas 8:2", "Juan 19:25", "Marcos 16:9", "Juan 20:16-18"],
    readMore: "Juan 20:1-18",
  },
  {
    id: "marta-maria",
    kind: "event",
    title: "Marta y María",
    names: ["marta", "marta y maria"],
    summary:
      "Marta y María eran hermanas de Lázaro y amigas de Jesús. Mientras Marta se afanaba sirviendo, María se sentó a escuchar a Jesús, quien enseñó que una sola cosa es necesaria.",
    passages: ["Lucas 10:41-42"],
    readMore: "Lucas 10:38-42 y Juan 11",
  },
  {
    id: "zaqueo",
    kind: "person",
    title: "Zaqueo",
    names: ["zaqueo"],
    summary:
      "Zaqueo era un jefe de publicanos, rico y despreciado, que subió a un árbol para ver a Jesús. Jesús se invitó a su casa y su encuentro lo transformó: devolvió lo robado y dio a los pobres.",
    passages: ["Lucas 19:5", "Lucas 19:8-10"],
    readMore: "Lucas 19:1-10",
  },
  {
    id: "samaritana",
    kind: "event",
    title: "La mujer samaritana",
    names: ["mujer samaritana", "samaritana", "mujer del pozo"],
    summary:
      "Junto al pozo de Jacob, Jesús conversó con una mujer samaritana, rompiendo barreras de su tiempo. Le ofreció el agua viva y ella corrió a contar a su pueblo que había encontrado al Mesías.",
    passages: ["Juan 4:13-14", "Juan 4:24"],
    readMore: "Juan 4:1-42",
  },
  {
    id: "nicodemo",
    kind: "person",
    title: "Nicodemo",
    names: ["nicodemo"],
    summary:
      "Nicodemo era un fariseo y principal de los judíos que visitó a Jesús de noche. Jesús le habló de nacer de nuevo y del amor de Dios por el mundo; más tarde ayudó a sepultar a Jesús.",
    passages: ["Juan 3:3", "Juan 3:16"],
    readMore: "Juan 3:1-21 y Juan 19:39",
  },
  {
    id: "buen-samaritano",
    kind: "event",
    title: "La parábola del buen samaritano",
    names: ["buen samaritano", "el samaritano"],
    summary:
      'Jesús contó de un hombre asaltado en el camino a Jericó: un sacerdote y un levita pasaron de largo, pero un samaritano se compadeció y lo cuidó. Así respondió a la pregunta "¿quién es mi prójimo?".',
    passages: ["Lucas 10:33-34", "Lucas 10:36-37"],
    readMore: "Lucas 10:25-37",
  },
  {
    id: "hijo-prodigo",
    kind: "event",
    title: "La parábola del hijo pródigo",
    names: ["hijo prodigo", "el prodigo", "padre amoroso"],
    summary:
      "Un hijo pidió su herencia, la malgastó y, arrepentido, volvió a casa. Su padre lo vio de lejos, corrió a abrazarlo y celebró su regreso: así recibe Dios al que vuelve a él.",
    passages: ["Lucas 15:20", "Lucas 15:24"],
    readMore: "Lucas 15:11-32",
  },
  {
    id: "sermon-del-monte",
    kind: "event",
    title: "El Sermón del Monte",
    names: ["sermon del monte", "sermon de la montana", "bienaventuranzas"],
    summary:
      "En el Sermón del Monte Jesús enseñó las bienaventuranzas, el Padre Nuestro y cómo vivir en el reino de Dios: amar a los enemigos, no afanarse y buscar primero el reino.",
    passages: ["Mateo 5:3-4", "Mateo 5:14", "Mateo 6:33"],
    readMore: "Mateo 5–7",
  },
  {
    id: "padre-nuestro",
    kind: "event",
    title: "El Padre Nuestro",
    names: ["padre nuestro", "padrenuestro", "oracion del senor"],
    summary:
      "El Padre Nuestro es la oración que Jesús enseñó a sus discípulos cuando le pidieron que les enseñara a orar.",
    passages: ["Mateo 6:9-13"],
    readMore: "Mateo 6:5-15 y Lucas 11:1-4",
  },
  {
    id: "panes-peces",
    kind: "event",
    title: "La multiplicación de los panes y los peces",
    names: ["multiplicacion de los panes", "panes y peces", "cinco panes", "alimentacion de los cinco mil"],
    summary:
      "Ante una multitud de cinco mil hombres sin comer, Jesús tomó cinco panes y dos peces que un muchacho tenía, dio gracias y todos comieron hasta saciarse; sobraron doce cestas.",
    passages: ["Juan 6:9", "Juan 6:11", "Juan 6:35"],
    readMore: "Juan 6:1-35",
  },
  {
    id: "ultima-cena",
    kind: "event",
    title: "La última cena",
    names: ["ultima cena", "santa cena", "cena del senor"],
    summary:
      "La noche en que fue entregado, Jesús celebró la pascua con sus discípulos. Tomó el pan y la copa como señal de su cuerpo entregado y de su sangre del nuevo pacto, y lavó los pies de sus discípulos.",
    passages: ["Lucas 22:19-20", "Juan 13:34"],
    readMore: "Lucas 22 y Juan 13–17",
  },
  {
    id: "crucifixion",
    kind: "event",
    title: "La crucifixión de Jesús",
    names: ["crucifixion", "muerte de jesus", "jesus en la cruz", "la cruz", "viernes santo"],
    summary:
      "Jesús fue condenado y crucificado en el Gólgota. En la cruz perdonó a quienes lo crucificaban y entregó su vida: la Biblia enseña que allí llevó nuestros pecados para reconciliarnos con Dios.",
    passages: ["Lucas 23:34", "Juan 19:30", "Isaías 53:5"],
    readMore: "Lucas 23 y Juan 19",
  },
  {
    id: "resurreccion-jesus",
    kind: "event",
    title: "La resurrección de Jesús",
    names: [
      "resurreccion de jesus",
      "jesus resucito",
      "tumba vacia",
      "domingo de resurreccion",
      "resurreccion de cristo",
    ],
    summary:
      'Al tercer día, las mujeres encontraron la tumba vacía y oyeron: "No está aquí, porque ha resucitado". Jesús se apareció a sus discípulos, y la resurrección es el fundamento de la esperanza cristiana.',
    passages: ["Mateo 28:5-6", "1 Corintios 15:3-4", "1 Corintios 15:20"],
    readMore: "Mateo 28, Lucas 24 y 1 Corintios 15",
  },
  {
    id: "pentecostes",
    kind: "event",
    title: "Pentecostés",
    names: ["pentecostes", "venida del espiritu santo"],
    summary:
      "Cincuenta días después de la pascua, el Espíritu Santo vino sobre los discípulos reunidos en Jerusalén. Hablaron en otras lenguas, Pedro predicó y cerca de tres mil personas creyeron: nació la iglesia.",
    passages: ["Hechos 2:4", "Hechos 2:38", "Hechos 2:41"],
    readMore: "Hechos 1–2",
  },
  {
    id: "esteban",
    kind: "person",
    title: "Esteban",
    names: ["esteban"],
    summary:
      "Esteban fue uno de los siete escogidos para servir en la iglesia, lleno de fe y del Espíritu Santo. Fue el primer mártir cristiano y murió perdonando a quienes lo apedreaban.",
    passages: ["Hechos 6:8", "Hechos 7:59-60"],
    readMore: "Hechos 6–7",
  },
  {
    id: "mar-rojo",
    kind: "event",
    title: "El paso del Mar Rojo",
    names: ["mar rojo", "cruce del mar", "paso del mar"],
    summary:
      "Cuando el ejército de Faraón perseguía a Israel, Dios abrió el mar por medio de Moisés y el pueblo pasó en seco. Es el gran rescate del Antiguo Testamento.",
    passages: ["Éxodo 14:13-14", "Éxodo 14:21-22"],
    readMore: "Éxodo 14–15",
  },
  {
    id: "diez-mandamientos",
    kind: "event",
    title: "Los diez mandamientos",
    names: ["diez mandamientos", "los mandamientos", "tablas de la ley"],
    summary:
      "En el monte Sinaí Dios dio a Israel los diez mandamientos, el corazón de su Ley. Jesús los resumió en amar a Dios con todo el corazón y al prójimo como a uno mismo.",
    passages: ["Éxodo 20:2-3", "Mateo 22:37-39"],
    readMore: "Éxodo 20 y Deuteronomio 5",
  },
  {
    id: "torre-babel",
    kind: "event",
    title: "La torre de Babel",
    names: ["babel", "torre de babel"],
    summary:
      "Los hombres quisieron edificar una torre que llegara al cielo para hacerse un nombre. Dios confundió su lengua y los esparció por toda la tierra.",
    passages: ["Génesis 11:4", "Génesis 11:9"],
    readMore: "Génesis 11:1-9",
  },
  {
    id: "cain-abel",
    kind: "event",
    title: "Caín y Abel",
    names: ["cain", "abel", "cain y abel"],
    summary:
      "Caín y Abel fueron los hijos de Adán y Eva. Dios miró con agrado la ofrenda de Abel; Caín, lleno de enojo, mató a su hermano. Dios le había advertido que el pecado estaba a la puerta.",
    passages: ["Génesis 4:7", "Génesis 4:9"],
    readMore: "Génesis 4",
  },
  {
    id: "timoteo",
    kind: "person",
    title: "Timoteo",
    names: ["timoteo"],
    summary:
      "Timoteo fue un joven discípulo y colaborador de Pablo, formado en la fe por su abuela Loida y su madre Eunice. Pablo le escribió dos cartas para animarlo en su ministerio.",
    passages: ["1 Timoteo 4:12", "2 Timoteo 1:5"],
    readMore: "1 y 2 Timoteo",
  },
];
