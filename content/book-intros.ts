// Introductions to the books of the Bible, shown when someone asks about a book as a whole
// ("¿Quién escribió Hebreos?", "resumen de Génesis") and at the head of a chapter in the reader.
// lib/answers/builtin/book-intros.ts recognises the question and quotes the key passages from the database.
//
// The author and date lines give the traditional attribution and say plainly when scholars differ;
// they avoid digits right after a book name and quotation marks, so the citation verifier never
// mistakes them for references or quotes. Chapter counts come from the scripture core, not from here.

export interface BookIntro {
  /** Heading: the way people name the book in a sentence ("La carta a los Hebreos"). */
  title: string;
  author: string;
  date: string;
  summary: string;
  /** References in RV1909 numbering, quoted from the database in the answer. */
  keyPassages: string[];
  /** Where the Bible itself says who wrote the book, beyond its opening verses (asked who wrote it). */
  authorPassages?: string[];
}

/** Keyed by the osis ids of lib/scripture/books.ts. */
export const BOOK_INTROS: Record<string, BookIntro> = {
  Gen: {
    title: "El libro de Génesis",
    author: "Tradicionalmente, Moisés; muchos estudiosos piensan que el libro tomó su forma final siglos después.",
    date: "La tradición lo sitúa en tiempos de Moisés; muchos estudiosos ubican su forma final hacia el siglo VI o V a. C.",
    summary:
      "Génesis es el libro de los comienzos: la creación del mundo y del ser humano, la caída, el diluvio y la torre de Babel. Después sigue a Abraham, Isaac, Jacob y José, la familia con la que Dios hace un pacto para bendecir por medio de ella a todas las naciones.",
    keyPassages: ["Génesis 1:1", "Génesis 12:1-3", "Génesis 50:20"],
  },
  Exod: {
    title: "El libro de Éxodo",
    author: "Tradicionalmente, Moisés; muchos estudiosos piensan que el libro tomó su forma final siglos después.",
    date: "La tradición lo sitúa en tiempos de Moisés; muchos estudiosos ubican su forma final hacia el siglo VI o V a. C.",
    summary:
      "Éxodo cuenta cómo Dios libró a Israel de la esclavitud en Egipto por medio de Moisés, lo hizo cruzar el mar Rojo y lo guió por el desierto. En el monte Sinaí le dio su ley e hizo pacto con él, y el libro termina con el tabernáculo lleno de la gloria de Dios, que habita en medio de su pueblo.",
    keyPassages: ["Éxodo 3:14", "Éxodo 20:2-3", "Éxodo 34:6"],
  },
  Lev: {
    title: "El libro de Levítico",
    author: "Tradicionalmente, Moisés; muchos estudiosos piensan que el libro tomó su forma final siglos después.",
    date: "La tradición lo sitúa en tiempos de Moisés; muchos estudiosos ubican su forma final hacia el siglo VI o V a. C.",
    summary:
      "Levítico reúne las leyes de Israel sobre los sacrificios, el sacerdocio, la pureza y las fiestas. Su gran tema es la santidad: cómo un pueblo imperfecto puede acercarse al Dios santo y vivir en su presencia, amando también a su prójimo.",
    keyPassages: ["Levítico 19:2", "Levítico 19:18"],
  },
  Num: {
    title: "El libro de Números",
    author: "Tradicionalmente, Moisés; muchos estudiosos piensan que el libro tomó su forma final siglos después.",
    date: "La tradición lo sitúa en tiempos de Moisés; muchos estudiosos ubican su forma final hacia el siglo VI o V a. C.",
    summary:
      "Números narra los casi cuarenta años de Israel en el desierto, desde el Sinaí hasta las puertas de la tierra prometida. Su nombre viene de los censos del pueblo; el libro muestra sus quejas e incredulidad, y la fidelidad de Dios, que no lo abandona.",
    keyPassages: ["Números 6:24-26", "Números 23:19"],
  },
  Deut: {
    title: "El libro de Deuteronomio",
    author: "Tradicionalmente, Moisés; muchos estudiosos piensan que el libro tomó su forma final siglos después.",
    date: "La tradición lo sitúa en tiempos de Moisés; muchos estudiosos lo relacionan con el siglo VII a. C. y ubican su forma final después.",
    summary:
      "Deuteronomio recoge los últimos discursos de Moisés antes de que Israel entre en Canaán: repasa la historia del pueblo, repite y explica la ley, y lo llama a amar a Dios con todo el corazón. Termina con la muerte de Moisés en el monte Nebo.",
    keyPassages: ["Deuteronomio 6:4-5", "Deuteronomio 30:19"],
    authorPassages: ["Deuteronomio 31:9"],
  },
  Josh: {
    title: "El libro de Josué",
    author:
      "La tradición judía lo atribuye a Josué; muchos estudiosos piensan que se compuso después, a partir de relatos antiguos.",
    date: "Incierta: la tradición lo ubica en vida de Josué, y muchos estudiosos sitúan su forma final hacia el siglo VI a. C.",
    summary:
      "Josué cuenta cómo Israel, guiado por el sucesor de Moisés, entró en la tierra prometida, vio caer los muros de Jericó y repartió la tierra entre las tribus. Muestra que Dios cumple sus promesas y termina con el llamado a elegir servirle solo a él.",
    keyPassages: ["Josué 1:9", "Josué 24:15"],
  },
  Judg: {
    title: "El libro de Jueces",
    author: "No se sabe; la tradición judía lo atribuyó a Samuel.",
    date: "Incierta: probablemente en los primeros tiempos de la monarquía, con una redacción final posterior.",
    summary:
      "Jueces narra la época entre Josué y los reyes, cuando Israel caía una y otra vez en el mismo ciclo: se apartaba de Dios, era oprimido, clamaba y era librado. Dios levantó jueces como Débora, Gedeón y Sansón para salvar a su pueblo.",
    keyPassages: ["Jueces 2:16", "Jueces 21:25"],
  },
  Ruth: {
    title: "El libro de Rut",
    author: "No se sabe; la tradición judía lo atribuyó a Samuel.",
    date: "Incierta: pudo escribirse en tiempos de la monarquía o después del exilio; los estudiosos no coinciden.",
    summary:
      "Rut es la historia de una mujer moabita que, al quedar viuda, decide quedarse con su suegra Noemí y confiar en el Dios de Israel. En Belén, Booz la redime y se casa con ella, y de su descendencia nacerá el rey David. Es un relato de lealtad y bondad, y de cómo Dios cuida a quienes parecen olvidados.",
    keyPassages: ["Rut 1:16", "Rut 2:12", "Rut 4:17"],
  },
  "1Sam": {
    title: "El primer libro de Samuel",
    author: "No se sabe; la tradición judía lo atribuye a Samuel, con aportes de los profetas Natán y Gad.",
    date: "Incierta: recoge relatos de la época de Saúl y David, y probablemente tomó su forma final hacia el siglo VI a. C.",
    summary:
      "Primera de Samuel narra el paso de Israel de los jueces a la monarquía: el nacimiento y el ministerio de Samuel, el reinado de Saúl y su desobediencia, y la elección del joven David, que vence a Goliat y huye de Saúl. Enseña que Dios mira el corazón.",
    keyPassages: ["1 Samuel 3:10", "1 Samuel 16:7"],
  },
  "2Sam": {
    title: "El segundo libro de Samuel",
    author: "No se sabe; la tradición judía lo atribuye a Samuel, con aportes de los profetas Natán y Gad.",
    date: "Incierta: recoge relatos de la época de David, y probablemente tomó su forma final hacia el siglo VI a. C.",
    summary:
      "Segunda de Samuel cuenta el reinado de David: cómo une a las tribus, hace de Jerusalén su capital y recibe la promesa de un reino para siempre. También narra con honestidad su pecado con Betsabé, sus consecuencias y su arrepentimiento.",
    keyPassages: ["2 Samuel 7:16", "2 Samuel 22:2-3"],
  },
  "1Kgs": {
    title: "El primer libro de los Reyes",
    author: "No se sabe; la tradición judía lo atribuyó a Jeremías.",
    date: "Probablemente tomó su forma final en el siglo VI a. C., durante el exilio.",
    summary:
      "Primera de Reyes narra el reinado de Salomón, su sabiduría y la construcción del templo, y después la división del reino en Israel y Judá. Sigue la historia de sus reyes y del profeta Elías, que llama al pueblo a volver al Dios verdadero.",
    keyPassages: ["1 Reyes 3:9", "1 Reyes 18:21"],
  },
  "2Kgs": {
    title: "El segundo libro de los Reyes",
    author: "No se sabe; la tradición judía lo atribuyó a Jeremías.",
    date: "Probablemente tomó su forma final en el siglo VI a. C., durante el exilio.",
    summary:
      "Segunda de Reyes continúa la historia de Israel y Judá, con el ministerio del profeta Eliseo. Narra la caída de Israel ante Asiria y, más tarde, la de Jerusalén ante Babilonia, y muestra tanto las consecuencias de abandonar a Dios como su paciencia con su pueblo.",
    keyPassages: ["2 Reyes 2:11", "2 Reyes 6:16"],
  },
  "1Chr": {
    title: "El primer libro de las Crónicas",
    author: "No se sabe; la tradición judía lo atribuyó a Esdras.",
    date: "Probablemente en el siglo V o IV a. C., después del regreso del exilio.",
    summary:
      "Primera de Crónicas vuelve a contar la historia de Israel, con largas genealogías desde Adán hasta el reinado de David, y pone el acento en la adoración y en los preparativos del templo. Recordaba a quienes volvieron del exilio que seguían siendo el pueblo de Dios.",
    keyPassages: ["1 Crónicas 16:34", "1 Crónicas 29:11"],
  },
  "2Chr": {
    title: "El segundo libro de las Crónicas",
    author: "No se sabe; la tradición judía lo atribuyó a Esdras.",
    date: "Probablemente en el siglo V o IV a. C., después del regreso del exilio.",
    summary:
      "Segunda de Crónicas narra la historia desde Salomón y la dedicación del templo hasta el exilio en Babilonia, centrándose en los reyes de Judá y en las reformas de los que fueron fieles. Termina con el decreto de Ciro que permite volver a Jerusalén.",
    keyPassages: ["2 Crónicas 7:14", "2 Crónicas 16:9"],
  },
  Ezra: {
    title: "El libro de Esdras",
    author: "Tradicionalmente, el escriba Esdras.",
    date: "Probablemente en el siglo V o IV a. C.",
    summary:
      "Esdras cuenta el regreso de los judíos del exilio en Babilonia y la reconstrucción del templo en Jerusalén. Después llega Esdras, un escriba que se dedicó a estudiar y enseñar la ley de Dios y llamó al pueblo a renovar su fidelidad.",
    keyPassages: ["Esdras 3:11", "Esdras 7:10"],
  },
  Neh: {
    title: "El libro de Nehemías",
    author: "Nehemías, que narra buena parte en primera persona; la tradición judía lo unía al libro de Esdras.",
    date: "Hacia la segunda mitad del siglo V a. C.",
    summary:
      "Nehemías narra cómo un copero del rey de Persia volvió a Jerusalén para reconstruir sus muros en medio de la burla y la oposición. Es un libro de oración, trabajo perseverante y renovación del pacto con Dios.",
    keyPassages: ["Nehemías 2:20", "Nehemías 8:10"],
  },
  Esth: {
    title: "El libro de Ester",
    author: "No se sabe quién lo escribió.",
    date: "Probablemente entre los siglos V y III a. C., en tiempos del Imperio persa o poco después.",
    summary:
      "Ester cuenta cómo una joven judía llegó a ser reina de Persia y arriesgó su vida con valentía para salvar a su pueblo de un plan de exterminio. Aunque el libro no nombra a Dios, se nota su cuidado en cada giro de la historia; de ella nace la fiesta de Purim.",
    keyPassages: ["Ester 4:14", "Ester 4:16"],
  },
  Job: {
    title: "El libro de Job",
    author: "No se sabe quién lo escribió.",
    date: "Incierta: la historia se ambienta en tiempos de los patriarcas, y los estudiosos proponen fechas de composición muy distintas.",
    summary:
      "Job cuenta la historia de un hombre justo que lo pierde todo y, en medio de su dolor, discute con sus amigos por qué sufre el inocente. Al final Dios le habla desde el torbellino, y Job, aun sin recibir todas las respuestas, reconoce la grandeza de Dios y encuentra consuelo.",
    keyPassages: ["Job 1:21", "Job 19:25", "Job 42:5"],
  },
  Ps: {
    title: "El libro de los Salmos",
    author:
      "Varios autores: David, a quien se atribuyen cerca de la mitad, y también Asaf, los hijos de Coré, Salomón, Moisés y otros; muchos salmos son anónimos.",
    date: "Se compuso a lo largo de varios siglos, desde tiempos de David (siglo X a. C.) hasta después del exilio.",
    summary:
      "Salmos es el libro de oración y alabanza de Israel: ciento cincuenta cantos que expresan alegría, gratitud, dolor, arrepentimiento y esperanza. Enseña a hablar con Dios con toda honestidad en cualquier situación de la vida.",
    keyPassages: ["Salmos 23:1", "Salmos 46:1", "Salmos 119:105"],
    authorPassages: ["Salmos 72:20", "2 Samuel 23:1", "Salmos 90:1"],
  },
  Prov: {
    title: "El libro de Proverbios",
    author: "Principalmente Salomón, según el propio libro, junto con otros sabios como Agur y el rey Lemuel.",
    date: "Sus colecciones van de tiempos de Salomón (siglo X a. C.) a los del rey Ezequías (hacia el año 700 a. C.); su forma final pudo ser posterior.",
    summary:
      "Proverbios reúne dichos breves de sabiduría práctica para la vida diaria: el trabajo, las palabras, la familia, el dinero y las amistades. Su punto de partida es que el temor de Jehová es el principio de la sabiduría.",
    keyPassages: ["Proverbios 1:7", "Proverbios 3:5-6"],
    authorPassages: ["Proverbios 25:1", "Proverbios 30:1", "Proverbios 31:1"],
  },
  Eccl: {
    title: "El libro de Eclesiastés",
    author:
      "Se presenta como obra del Predicador, hijo de David, y la tradición lo identificó con Salomón; muchos estudiosos piensan en un sabio posterior.",
    date: "Incierta: en tiempos de Salomón según la tradición, o hacia los siglos IV o III a. C. según muchos estudiosos.",
    summary:
      "Eclesiastés es la reflexión de un sabio que busca el sentido de la vida en el placer, el trabajo, la riqueza y el saber, y descubre que todo es vanidad debajo del sol. Invita a disfrutar con gratitud los dones de Dios y concluye con un llamado a temerle y guardar sus mandamientos.",
    keyPassages: ["Eclesiastés 3:1", "Eclesiastés 12:13"],
    authorPassages: ["Eclesiastés 12:9"],
  },
  Song: {
    title: "El Cantar de los Cantares",
    author: "El libro lleva el nombre de Salomón; no se sabe con certeza si él lo escribió.",
    date: "Incierta: la tradición lo sitúa en tiempos de Salomón (siglo X a. C.), y muchos estudiosos proponen una fecha posterior.",
    summary:
      "Cantares es un poema de amor entre un esposo y una esposa que celebra el amor humano como un regalo de Dios. A lo largo de la historia, judíos y cristianos lo han leído también como imagen del amor de Dios por su pueblo.",
    keyPassages: ["Cantares 2:16", "Cantares 8:6-7"],
  },
  Isa: {
    title: "El libro de Isaías",
    author:
      "El profeta Isaías, del siglo VIII a. C.; muchos estudiosos piensan que la segunda parte del libro viene de discípulos posteriores.",
    date: "Siglo VIII a. C., en tiempos de Isaías; según muchos estudiosos, algunas partes se completaron durante o después del exilio.",
    summary:
      "Isaías anuncia el juicio de Dios sobre el pecado de Judá y de las naciones, pero sobre todo su consuelo y su salvación. Habla del Mesías que vendría, del Siervo sufriente que cargaría nuestros pecados, y de cielos nuevos y tierra nueva.",
    keyPassages: ["Isaías 6:8", "Isaías 40:31", "Isaías 53:5"],
  },
  Jer: {
    title: "El libro de Jeremías",
    author: "El profeta Jeremías, con la ayuda de su secretario Baruc.",
    date: "Hacia finales del siglo VII y principios del VI a. C.",
    summary:
      "Jeremías, a quien se ha llamado el profeta llorón, advirtió a Judá durante décadas que sería juzgada si no volvía a Dios, y vio caer Jerusalén ante Babilonia. En medio del dolor anunció esperanza: Dios haría un nuevo pacto y escribiría su ley en el corazón de su pueblo.",
    keyPassages: ["Jeremías 29:11", "Jeremías 31:33"],
    authorPassages: ["Jeremías 36:4"],
  },
  Lam: {
    title: "El libro de Lamentaciones",
    author: "No se sabe con certeza; la tradición lo atribuye a Jeremías.",
    date: "Poco después de la destrucción de Jerusalén por Babilonia, en el siglo VI a. C.",
    summary:
      "Lamentaciones son cinco poemas de duelo por la destrucción de Jerusalén y de su templo. En medio del dolor más hondo, el autor recuerda que las misericordias de Dios nunca se acaban y se renuevan cada mañana.",
    keyPassages: ["Lamentaciones 3:22-23", "Lamentaciones 3:25"],
  },
  Ezek: {
    title: "El libro de Ezequiel",
    author: "El profeta Ezequiel, un sacerdote desterrado en Babilonia.",
    date: "Durante el exilio, en la primera mitad del siglo VI a. C.",
    summary:
      "Ezequiel profetizó entre los desterrados en Babilonia: vio la gloria de Dios, anunció la caída de Jerusalén y, después, la restauración de su pueblo. Promete un corazón nuevo y un espíritu nuevo, y en la visión del valle de huesos secos muestra que Dios puede devolver la vida.",
    keyPassages: ["Ezequiel 36:26", "Ezequiel 37:4-5"],
  },
  Dan: {
    title: "El libro de Daniel",
    author:
      "Tradicionalmente, el profeta Daniel; muchos estudiosos piensan que el libro tomó su forma final siglos después.",
    date: "Según la tradición, en el siglo VI a. C.; muchos estudiosos proponen el siglo II a. C.",
    summary:
      "Daniel cuenta la fidelidad de unos jóvenes judíos en la corte de Babilonia: los sueños del rey, el horno de fuego y el foso de los leones. Su segunda parte reúne visiones sobre los imperios del mundo y el reino eterno de Dios, que prevalecerá sobre todos.",
    keyPassages: ["Daniel 3:17-18", "Daniel 2:44"],
  },
  Hos: {
    title: "El libro de Oseas",
    author: "El profeta Oseas.",
    date: "Siglo VIII a. C., en el reino del norte, Israel.",
    summary:
      "Oseas vivió en su propia familia la infidelidad de su esposa, y Dios usó esa herida para mostrar cómo Israel le había sido infiel. Aun así, el libro está lleno de un amor de Dios que no se rinde y llama a su pueblo a volver.",
    keyPassages: ["Oseas 6:6", "Oseas 11:4"],
  },
  Joel: {
    title: "El libro de Joel",
    author: "El profeta Joel, hijo de Petuel.",
    date: "Incierta: los estudiosos proponen fechas muy distintas, entre los siglos IX y IV a. C.",
    summary:
      "Joel parte de una terrible plaga de langostas para llamar al pueblo a volver a Dios de todo corazón. Anuncia el día de Jehová y la promesa de que Dios derramará su Espíritu sobre toda carne, que el libro de los Hechos ve cumplida en Pentecostés.",
    keyPassages: ["Joel 2:13", "Joel 2:28"],
  },
  Amos: {
    title: "El libro de Amós",
    author: "El profeta Amós, un pastor de Tecoa.",
    date: "Hacia mediados del siglo VIII a. C.",
    summary:
      "Amós, un pastor y cultivador de higos, fue enviado al reino del norte en tiempos de prosperidad para denunciar la injusticia y la opresión de los pobres. Su mensaje recuerda que Dios no quiere un culto vacío, sino justicia y rectitud.",
    keyPassages: ["Amós 5:14", "Amós 5:24"],
  },
  Obad: {
    title: "El libro de Abdías",
    author: "El profeta Abdías, de quien no se sabe nada más.",
    date: "Probablemente poco después de la caída de Jerusalén, en el siglo VI a. C.",
    summary:
      "Abdías, el libro más corto del Antiguo Testamento, anuncia el juicio sobre Edom por su orgullo y por alegrarse de la desgracia de Judá. Termina con la esperanza de que el reino será de Jehová.",
    keyPassages: ["Abdías 1:15", "Abdías 1:21"],
  },
  Jonah: {
    title: "El libro de Jonás",
    author: "No se sabe; narra la historia del profeta Jonás, y la tradición se lo atribuyó a él.",
    date: "Incierta: Jonás vivió en el siglo VIII a. C., y muchos estudiosos sitúan la escritura del libro después del exilio.",
    summary:
      "Jonás huye cuando Dios lo envía a Nínive, es tragado por un gran pez y, al fin, predica en la ciudad, que se arrepiente. El libro muestra la misericordia de Dios, que alcanza incluso a los enemigos de Israel, y confronta el enojo de su propio profeta.",
    keyPassages: ["Jonás 3:10", "Jonás 4:2"],
  },
  Mic: {
    title: "El libro de Miqueas",
    author: "El profeta Miqueas de Moreset.",
    date: "Finales del siglo VIII a. C.",
    summary:
      "Miqueas, contemporáneo de Isaías, denunció la corrupción de los líderes y la injusticia contra los pobres. Anunció que de Belén saldría el que gobernaría a Israel, y resumió lo que Dios pide: hacer juicio, amar misericordia y humillarse ante él.",
    keyPassages: ["Miqueas 6:8", "Miqueas 7:18"],
  },
  Nah: {
    title: "El libro de Nahúm",
    author: "El profeta Nahúm de Elcos.",
    date: "En el siglo VII a. C., antes de la caída de Nínive.",
    summary:
      "Nahúm anuncia la caída de Nínive, la capital de Asiria, el imperio que había oprimido con crueldad a muchos pueblos. Es un mensaje de consuelo para Judá: Dios es bueno, es refugio en el día de la angustia, y juzga la violencia.",
    keyPassages: ["Nahúm 1:3", "Nahúm 1:7"],
  },
  Hab: {
    title: "El libro de Habacuc",
    author: "El profeta Habacuc.",
    date: "Probablemente a finales del siglo VII a. C., poco antes de la invasión babilónica.",
    summary:
      "Habacuc dialoga con Dios: le pregunta por qué permite la injusticia y cómo puede usar a los caldeos, aún más violentos. Dios le responde que el justo vivirá por su fe, y el libro termina con una oración de confianza aun cuando todo falte.",
    keyPassages: ["Habacuc 2:4", "Habacuc 3:17-18"],
  },
  Zeph: {
    title: "El libro de Sofonías",
    author: "El profeta Sofonías, descendiente del rey Ezequías.",
    date: "En tiempos del rey Josías, en la segunda mitad del siglo VII a. C.",
    summary:
      "Sofonías anuncia el día de Jehová, un juicio que alcanzará a Judá y a las naciones. Pero termina con una hermosa promesa: Dios restaurará a un pueblo humilde y se alegrará sobre él con cánticos.",
    keyPassages: ["Sofonías 2:3", "Sofonías 3:17"],
  },
  Hag: {
    title: "El libro de Hageo",
    author: "El profeta Hageo.",
    date: "Hacia el año 520 a. C., según las fechas del propio libro.",
    summary:
      "Hageo anima a los que volvieron del exilio a dejar de ocuparse solo de sus propias casas y reconstruir el templo de Dios. Promete que la gloria de la nueva casa será mayor que la de la primera.",
    keyPassages: ["Hageo 1:4-5", "Hageo 2:9"],
  },
  Zech: {
    title: "El libro de Zacarías",
    author:
      "El profeta Zacarías, hijo de Berequías; muchos estudiosos piensan que la parte final del libro es de un autor posterior.",
    date: "Su primera parte, hacia el año 520 a. C.; la parte final, quizá más tarde.",
    summary:
      "Zacarías, contemporáneo de Hageo, anima al pueblo a reconstruir el templo por medio de una serie de visiones. Anuncia la venida de un rey humilde montado sobre un asno y el día en que Jehová reinará sobre toda la tierra.",
    keyPassages: ["Zacarías 4:6", "Zacarías 9:9"],
  },
  Mal: {
    title: "El libro de Malaquías",
    author: "El profeta Malaquías, cuyo nombre significa *mi mensajero*.",
    date: "Probablemente hacia mediados del siglo V a. C.",
    summary:
      "Malaquías, el último libro del Antiguo Testamento, confronta a un pueblo que se había vuelto indiferente: ofrendas pobres, matrimonios rotos y dudas sobre el amor de Dios. Anuncia al mensajero que prepararía el camino del Señor.",
    keyPassages: ["Malaquías 3:1", "Malaquías 3:6"],
  },
  Matt: {
    title: "El evangelio según Mateo",
    author:
      "Tradicionalmente, el apóstol Mateo, que había sido cobrador de impuestos; el evangelio no nombra a su autor.",
    date: "Probablemente entre los años 60 y 85 d. C.; los estudiosos no coinciden.",
    summary:
      "Mateo presenta a Jesús como el Mesías prometido, el Rey hijo de David, en quien se cumplen las Escrituras. Reúne sus grandes enseñanzas, como el Sermón del Monte, y termina con el encargo de hacer discípulos en todas las naciones.",
    keyPassages: ["Mateo 5:3", "Mateo 11:28", "Mateo 28:19-20"],
  },
  Mark: {
    title: "El evangelio según Marcos",
    author: "Tradicionalmente, Juan Marcos, compañero de Pedro y de Pablo; el evangelio no nombra a su autor.",
    date: "Probablemente hacia los años 60 a 70 d. C.; muchos lo consideran el primer evangelio que se escribió.",
    summary:
      "Marcos es el evangelio más breve y lleno de acción: muestra a Jesús como el Hijo de Dios que sirve, sana, enseña con autoridad y va a la cruz para dar su vida. Su ritmo rápido invita a preguntarse, como los discípulos, quién es este.",
    keyPassages: ["Marcos 1:15", "Marcos 10:45"],
  },
  Luke: {
    title: "El evangelio según Lucas",
    author: "Tradicionalmente, Lucas, el médico compañero de Pablo, que también escribió el libro de los Hechos.",
    date: "Probablemente entre los años 60 y 85 d. C.",
    summary:
      "Lucas escribió una narración ordenada de la vida de Jesús, con especial atención a los pobres, las mujeres, los enfermos y los marginados. Solo él cuenta parábolas como la del buen samaritano y la del hijo pródigo, y muestra a Jesús como el Salvador de todos.",
    keyPassages: ["Lucas 2:10-11", "Lucas 19:10"],
    authorPassages: ["Hechos 1:1", "Colosenses 4:14"],
  },
  John: {
    title: "El evangelio según Juan",
    author:
      "Tradicionalmente, el apóstol Juan, el discípulo al que Jesús amaba; algunos estudiosos piensan en un discípulo suyo o en su comunidad.",
    date: "Probablemente hacia los años 90 a 100 d. C.",
    summary:
      "Este evangelio se escribió para que el lector crea que Jesús es el Cristo, el Hijo de Dios, y tenga vida en su nombre. Presenta a Jesús como el Verbo hecho carne, narra señales escogidas y los grandes dichos de Jesús que comienzan con *Yo soy*, y dedica mucho espacio a su última noche con los discípulos.",
    keyPassages: ["Juan 1:14", "Juan 3:16", "Juan 20:31"],
    authorPassages: ["Juan 21:24"],
  },
  Acts: {
    title: "Hechos de los Apóstoles",
    author: "Tradicionalmente, Lucas, el autor del tercer evangelio.",
    date: "Probablemente entre los años 62 y 85 d. C.",
    summary:
      "Hechos continúa el evangelio de Lucas: narra la venida del Espíritu Santo en Pentecostés y cómo el mensaje de Jesús se extendió desde Jerusalén hasta Roma. Sigue sobre todo a Pedro y a Pablo, y muestra a la iglesia naciente orando, compartiendo y anunciando el evangelio en medio de la persecución.",
    keyPassages: ["Hechos 1:8", "Hechos 2:42"],
    authorPassages: ["Lucas 1:3", "Colosenses 4:14"],
  },
  Rom: {
    title: "La carta a los Romanos",
    author: "El apóstol Pablo.",
    date: "Hacia el año 57 d. C., probablemente desde Corinto.",
    summary:
      "Romanos es la exposición más completa del evangelio que escribió Pablo: todos hemos pecado, y Dios nos justifica gratuitamente por la fe en Jesucristo. Habla también de la vida en el Espíritu, del lugar de Israel en el plan de Dios y de cómo vivir el amor en la comunidad.",
    keyPassages: ["Romanos 1:16", "Romanos 3:23-24", "Romanos 8:28"],
  },
  "1Cor": {
    title: "La primera carta a los Corintios",
    author: "El apóstol Pablo, junto con Sóstenes.",
    date: "Hacia el año 54 o 55 d. C., desde Éfeso.",
    summary:
      "Primera de Corintios responde a los problemas de una iglesia joven y dividida: partidos, inmoralidad, pleitos, el matrimonio, la cena del Señor y los dones espirituales. En medio de todo, Pablo muestra un camino aún más excelente, el amor, y afirma la resurrección de Cristo.",
    keyPassages: ["1 Corintios 13:4-7", "1 Corintios 15:3-4"],
  },
  "2Cor": {
    title: "La segunda carta a los Corintios",
    author: "El apóstol Pablo, junto con Timoteo.",
    date: "Hacia el año 55 o 56 d. C., desde Macedonia.",
    summary:
      "Segunda de Corintios es la carta más personal de Pablo: defiende su ministerio, habla de sus sufrimientos y de cómo el poder de Dios se perfecciona en la debilidad. También anima a la generosidad y presenta el mensaje de la reconciliación con Dios.",
    keyPassages: ["2 Corintios 5:17", "2 Corintios 12:9"],
  },
  Gal: {
    title: "La carta a los Gálatas",
    author: "El apóstol Pablo.",
    date: "Entre los años 48 y 57 d. C.; la fecha depende de a qué iglesias de Galacia se dirigió, y los estudiosos no coinciden.",
    summary:
      "Gálatas defiende con fuerza que somos justificados por la fe en Cristo y no por las obras de la ley. Pablo llama a los creyentes a vivir en la libertad del evangelio, guiados por el Espíritu y dando su fruto.",
    keyPassages: ["Gálatas 2:20", "Gálatas 5:22-23"],
    authorPassages: ["Gálatas 6:11"],
  },
  Eph: {
    title: "La carta a los Efesios",
    author:
      "El apóstol Pablo, según la carta y la tradición; algunos estudiosos piensan que la escribió un discípulo suyo.",
    date: "Hacia el año 60 o 62 d. C., desde la prisión, si es de Pablo.",
    summary:
      "Efesios celebra el plan de Dios de reunir todas las cosas en Cristo y explica que somos salvos por gracia, por medio de la fe. Presenta a la iglesia como un solo cuerpo, llamada a vivir en unidad y amor, y a vestirse de toda la armadura de Dios.",
    keyPassages: ["Efesios 2:8-9", "Efesios 6:10-11"],
  },
  Phil: {
    title: "La carta a los Filipenses",
    author: "El apóstol Pablo, junto con Timoteo.",
    date: "Probablemente hacia los años 60 a 62 d. C., desde la prisión; algunos proponen una fecha anterior.",
    summary:
      "Filipenses es una carta llena de gozo, escrita por Pablo desde la cárcel a una iglesia muy querida. Presenta la humildad de Cristo como modelo y enseña a estar contento y confiado en cualquier situación.",
    keyPassages: ["Filipenses 2:5-8", "Filipenses 4:6-7", "Filipenses 4:13"],
  },
  Col: {
    title: "La carta a los Colosenses",
    author: "El apóstol Pablo, junto con Timoteo, según la carta; algunos estudiosos la atribuyen a un discípulo suyo.",
    date: "Probablemente hacia los años 60 a 62 d. C.",
    summary:
      "Colosenses proclama la supremacía de Cristo, imagen del Dios invisible, en quien habita toda la plenitud de la divinidad. Frente a enseñanzas que añadían reglas y filosofías, llama a vivir arraigados en él y a buscar las cosas de arriba.",
    keyPassages: ["Colosenses 1:15-17", "Colosenses 3:23"],
  },
  "1Thess": {
    title: "La primera carta a los Tesalonicenses",
    author: "El apóstol Pablo, junto con Silvano y Timoteo.",
    date: "Hacia el año 50 o 51 d. C., desde Corinto; probablemente la carta más antigua de Pablo que conservamos.",
    summary:
      "Primera de Tesalonicenses anima a una iglesia joven que sufría persecución. Pablo agradece su fe, los llama a una vida santa y los consuela con la esperanza de la venida del Señor y de la resurrección de los que han muerto.",
    keyPassages: ["1 Tesalonicenses 4:16-17", "1 Tesalonicenses 5:16-18"],
  },
  "2Thess": {
    title: "La segunda carta a los Tesalonicenses",
    author: "El apóstol Pablo, junto con Silvano y Timoteo; algunos estudiosos lo ponen en duda.",
    date: "Probablemente poco después de la primera, hacia el año 51 d. C.",
    summary:
      "Segunda de Tesalonicenses corrige la idea de que el día del Señor ya había llegado y anima a los creyentes a mantenerse firmes. También los exhorta a trabajar con sosiego y a no cansarse de hacer el bien.",
    keyPassages: ["2 Tesalonicenses 3:3", "2 Tesalonicenses 3:13"],
    authorPassages: ["2 Tesalonicenses 3:17"],
  },
  "1Tim": {
    title: "La primera carta a Timoteo",
    author:
      "El apóstol Pablo, según la carta y la tradición; muchos estudiosos piensan que las cartas pastorales son de un discípulo suyo.",
    date: "Hacia los años 62 a 64 d. C., si es de Pablo; otros proponen una fecha posterior.",
    summary:
      "Primera de Timoteo es una carta de Pablo a su joven colaborador en Éfeso, con instrucciones para la vida de la iglesia: la sana doctrina, la oración, los requisitos de quienes la guían y el cuidado de las viudas. Anima a Timoteo a pelear la buena batalla de la fe.",
    keyPassages: ["1 Timoteo 2:5", "1 Timoteo 4:12"],
  },
  "2Tim": {
    title: "La segunda carta a Timoteo",
    author: "El apóstol Pablo, según la carta y la tradición; algunos estudiosos la atribuyen a un discípulo suyo.",
    date: "Hacia el año 67 d. C., poco antes de la muerte de Pablo, si es suya.",
    summary:
      "Segunda de Timoteo es como el testamento de Pablo: escribe desde la prisión, sabiendo que su muerte está cerca, y anima a Timoteo a no avergonzarse del evangelio, a permanecer en las Escrituras y a cumplir su ministerio.",
    keyPassages: ["2 Timoteo 1:7", "2 Timoteo 3:16-17", "2 Timoteo 4:7"],
  },
  Titus: {
    title: "La carta a Tito",
    author: "El apóstol Pablo, según la carta y la tradición; algunos estudiosos la atribuyen a un discípulo suyo.",
    date: "Hacia los años 63 a 65 d. C., si es de Pablo.",
    summary:
      "Tito es una carta de Pablo a su colaborador en la isla de Creta, con instrucciones para establecer líderes y enseñar la sana doctrina. Muestra que la gracia de Dios que salva también enseña a vivir con templanza, justicia y piedad.",
    keyPassages: ["Tito 2:11-12", "Tito 3:5"],
  },
  Phlm: {
    title: "La carta a Filemón",
    author: "El apóstol Pablo.",
    date: "Probablemente hacia los años 60 a 62 d. C., desde la prisión.",
    summary:
      "Filemón es una breve carta personal en la que Pablo intercede por Onésimo, un esclavo que había huido de su amo y se había hecho cristiano. Le pide a Filemón recibirlo ya no como esclavo, sino como hermano amado: el evangelio transforma las relaciones.",
    keyPassages: ["Filemón 1:6", "Filemón 1:15-16"],
  },
  Heb: {
    title: "La carta a los Hebreos",
    author: "No se sabe con certeza: la tradición lo atribuyó a Pablo, y se han propuesto también Bernabé o Apolos.",
    date: "Probablemente antes del año 70 d. C., cuando el templo de Jerusalén aún estaba en pie; algunos proponen una fecha posterior.",
    summary:
      "Hebreos muestra que Jesús es superior a los ángeles, a Moisés y al sacerdocio del Antiguo Testamento: él es el gran Sumo Sacerdote que ofreció un sacrificio perfecto una vez para siempre. Anima a creyentes cansados a no volver atrás, sino a seguir adelante con fe, rodeados de una gran nube de testigos.",
    keyPassages: ["Hebreos 4:15-16", "Hebreos 11:1", "Hebreos 12:1-2"],
  },
  Jas: {
    title: "La carta de Santiago",
    author: "Tradicionalmente, Santiago, el hermano del Señor y líder de la iglesia de Jerusalén.",
    date: "Probablemente antes del año 62 d. C.; algunos estudiosos proponen una fecha posterior.",
    summary:
      "Santiago es una carta práctica sobre cómo se vive la fe: en las pruebas, en el uso de la lengua, en el trato a los pobres y en la oración. Insiste en que una fe verdadera se nota en las obras.",
    keyPassages: ["Santiago 1:5", "Santiago 1:22", "Santiago 2:17"],
  },
  "1Pet": {
    title: "La primera carta de Pedro",
    author:
      "El apóstol Pedro, con la ayuda de Silvano, según la carta; algunos estudiosos piensan que es de un discípulo suyo.",
    date: "Hacia los años 62 a 64 d. C., desde Roma, si es de Pedro; otros proponen una fecha posterior.",
    summary:
      "Primera de Pedro anima a cristianos que sufrían por su fe y vivían como extranjeros en el mundo. Les recuerda su esperanza viva en Cristo resucitado y los llama a una vida santa y a hacer el bien aun cuando sean maltratados.",
    keyPassages: ["1 Pedro 1:3", "1 Pedro 5:7"],
  },
  "2Pet": {
    title: "La segunda carta de Pedro",
    author:
      "Según la carta, el apóstol Pedro; ya en la iglesia antigua algunos lo dudaron, y muchos estudiosos hoy piensan en un autor posterior.",
    date: "Hacia el año 65 d. C., si es de Pedro; muchos estudiosos la sitúan a finales del siglo I o a principios del siglo II.",
    summary:
      "Segunda de Pedro advierte contra los falsos maestros y anima a crecer en la fe y en el conocimiento de Cristo. Explica que el Señor no tarda en cumplir su promesa, sino que es paciente, porque no quiere que nadie se pierda.",
    keyPassages: ["2 Pedro 1:20-21", "2 Pedro 3:9"],
  },
  "1John": {
    title: "La primera carta de Juan",
    author: "Tradicionalmente, el apóstol Juan; la carta no nombra a su autor.",
    date: "Probablemente hacia los años 90 a 100 d. C.",
    summary:
      "Primera de Juan se escribió para que los creyentes sepan que tienen vida eterna. Habla de andar en la luz, de confesar los pecados y de amarnos unos a otros, porque Dios es amor.",
    keyPassages: ["1 Juan 1:9", "1 Juan 4:7-8", "1 Juan 5:13"],
  },
  "2John": {
    title: "La segunda carta de Juan",
    author: "Tradicionalmente, el apóstol Juan; el autor se presenta solo como el anciano.",
    date: "Probablemente hacia los años 90 a 100 d. C.",
    summary:
      "Segunda de Juan es una carta muy breve del anciano a la señora elegida y a sus hijos, quizá una iglesia y sus miembros. Anima a andar en la verdad y en el amor, y advierte contra quienes niegan que Jesucristo vino en carne.",
    keyPassages: ["2 Juan 1:5-6"],
  },
  "3John": {
    title: "La tercera carta de Juan",
    author: "Tradicionalmente, el apóstol Juan; el autor se presenta solo como el anciano.",
    date: "Probablemente hacia los años 90 a 100 d. C.",
    summary:
      "Tercera de Juan es una carta personal a Gayo, a quien el anciano elogia por su hospitalidad con los hermanos que viajaban anunciando el evangelio. Contrasta su ejemplo con el de Diótrefes, que buscaba el primer lugar, y anima a imitar lo bueno.",
    keyPassages: ["3 Juan 1:2", "3 Juan 1:4", "3 Juan 1:11"],
  },
  Jude: {
    title: "La carta de Judas",
    author: "Judas, hermano de Santiago, a quien la tradición identifica como hermano del Señor.",
    date: "Probablemente entre los años 65 y 80 d. C.; los estudiosos no coinciden.",
    summary:
      "Judas es una carta breve y urgente que llama a contender por la fe frente a quienes la torcían. Termina con una de las alabanzas más hermosas de la Biblia, dirigida a Dios, que es poderoso para guardarnos sin caída.",
    keyPassages: ["Judas 1:3", "Judas 1:24-25"],
  },
  Rev: {
    title: "El Apocalipsis",
    author:
      "Juan, según el propio libro; la tradición lo identificó con el apóstol Juan, aunque desde la antigüedad algunos pensaron en otro Juan.",
    date: "Probablemente hacia el año 95 d. C., en tiempos del emperador Domiciano; algunos proponen una fecha anterior, hacia el año 68 d. C.",
    summary:
      "Apocalipsis, que significa revelación, recoge las visiones que Juan recibió en la isla de Patmos: mensajes a siete iglesias y una serie de imágenes simbólicas sobre la lucha entre el bien y el mal. Su mensaje central es de esperanza: Cristo, el Cordero, vence, y Dios hará nuevas todas las cosas.",
    keyPassages: ["Apocalipsis 1:8", "Apocalipsis 3:20", "Apocalipsis 21:4"],
    authorPassages: ["Apocalipsis 1:9"],
  },
};
