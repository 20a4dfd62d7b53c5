// Pastoral themes: what people bring when life is hard, with the words Berea answers in. Each theme
// has triggers (plain() words; a trailing "*" matches any ending), passages quoted from the
// database, a caring opening for someone living it, and a short reflection and prayer.
// Topics without a theme here are still answered through the Scripture core's topic index.

export interface Theme {
  id: string;
  /** "la ansiedad": used in "Esto dice la Biblia sobre …". */
  name: string;
  triggers: string[];
  passages: string[];
  /** For someone going through it ("Siento mucho que…"). */
  comfort: string;
  reflection: string;
  prayer: string;
}

export const THEMES: Theme[] = [
  {
    id: "ansiedad", name: "la ansiedad y la preocupación",
    triggers: ["ansiedad", "ansios*", "angustia*", "preocupa*", "afan*", "estres*", "estresad*", "nervios*", "inquiet*", "panico", "agobiad*", "abrumad*", "anxiety", "anxious", "worry", "worried"],
    passages: ["Filipenses 4:6-7", "1 Pedro 5:7", "Mateo 6:34", "Salmos 94:19"],
    comfort: "Siento mucho que estés cargando con tanta preocupación. La ansiedad cansa el cuerpo y el alma, y es bueno que lo pongas en palabras.",
    reflection: "La Biblia no minimiza lo que sientes: te invita a llevar cada preocupación a Dios en oración, un día a la vez, y promete una paz que no depende de que todo esté resuelto. Pedir ayuda a un médico o a un consejero también es una forma de cuidar lo que Dios te dio.",
    prayer: "Señor, te entrego lo que me preocupa hoy. Guarda mi corazón y mis pensamientos con tu paz. Amén.",
  },
  {
    id: "tristeza", name: "la tristeza y el desánimo",
    triggers: ["triste*", "tristeza", "deprimid*", "depresion", "desanimad*", "desanimo", "desesperanza*", "vacio", "vacia", "sin animo", "llorar", "lloro", "lloro mucho", "abatid*", "sad", "depressed"],
    passages: ["Salmos 34:18", "Salmos 42:11", "Salmos 147:3", "Mateo 11:28"],
    comfort: "Lamento que te sientas así. La tristeza pesa, y no tienes que fingir que estás bien delante de Dios.",
    reflection: "Los salmistas también le hablaron a Dios desde el abatimiento, con preguntas y lágrimas, y encontraron que él está cerca del corazón quebrantado. Si la tristeza dura semanas o te quita las ganas de todo, busca también a un profesional de la salud y a alguien de confianza: no es falta de fe.",
    prayer: "Dios mío, estoy cansado y triste. Acércate a mí, sana mi corazón y dame esperanza para hoy. Amén.",
  },
  {
    id: "soledad", name: "la soledad",
    triggers: ["me siento solo", "me siento sola", "estoy solo", "estoy sola", "tan solo", "tan sola", "muy solo", "muy sola", "soledad", "nadie me quiere", "nadie me entiende", "abandonad*", "me siento aislad*", "sin amigos", "lonely", "alone"],
    passages: ["Hebreos 13:5", "Salmos 27:10", "Deuteronomio 31:6", "Isaías 41:10"],
    comfort: "Siento mucho que te sientas solo o sola. Es un dolor real, y qué bueno que lo compartes.",
    reflection: "Dios promete no dejarte ni desampararte, aun cuando las personas fallan. Él también suele acompañarnos a través de otros: una iglesia, un grupo pequeño o una amistad pueden ser parte de su respuesta.",
    prayer: "Señor, gracias porque nunca me dejas. Llena mi soledad con tu presencia y ponme cerca de personas que me acompañen. Amén.",
  },
  {
    id: "duelo", name: "el duelo y la pérdida de un ser querido",
    triggers: ["murio", "fallecio", "fallecimiento", "perdi a mi", "perdida de mi", "duelo", "luto", "extrano a mi", "se nos fue", "velorio", "funeral", "grief"],
    passages: ["Mateo 5:4", "Juan 14:1-3", "1 Tesalonicenses 4:13-14", "Apocalipsis 21:4"],
    comfort: "Lo siento muchísimo. Perder a alguien que amas duele profundamente, y no hay prisa para dejar de llorar.",
    reflection: "Jesús mismo lloró ante la tumba de su amigo Lázaro. La fe no borra el dolor del duelo, pero le da esperanza: Dios consuela a los que lloran y promete un día sin muerte ni llanto.",
    prayer: "Padre, mi corazón está roto por esta pérdida. Consuélame, sostén a mi familia y dame tu esperanza. Amén.",
  },
  {
    id: "miedo", name: "el miedo",
    triggers: ["miedo", "temor", "tengo panico", "asustad*", "me da miedo", "aterrad*", "fear", "afraid", "scared"],
    passages: ["Isaías 41:10", "Salmos 56:3", "2 Timoteo 1:7", "Salmos 23:4"],
    comfort: "Es comprensible que tengas miedo. Gracias por decirlo con sinceridad.",
    reflection: "\"No temas\" es una de las frases que más se repiten en la Biblia, y casi siempre viene con una razón: \"yo soy contigo\". El valor no es la ausencia de miedo, sino confiar en quien camina contigo.",
    prayer: "Señor, cuando tengo miedo, en ti confío. Dame tu paz y tu fortaleza. Amén.",
  },
  {
    id: "culpa", name: "la culpa y el perdón de Dios",
    triggers: ["culpa", "culpable", "me arrepiento", "arrepentid*", "he pecado", "pecado que cometi", "verguenza", "me averguenzo", "dios me perdona", "dios puede perdonarme", "guilt", "shame"],
    passages: ["1 Juan 1:9", "Salmos 103:12", "Romanos 8:1", "Lamentaciones 3:22-23"],
    comfort: "Se nota que esto te pesa. Reconocerlo ya es un paso valiente.",
    reflection: "El evangelio es una buena noticia precisamente para quien se sabe culpable: Dios perdona a quien confiesa, y en Cristo no hay condenación. Cuando sea posible, pedir perdón y reparar el daño a otros también trae libertad.",
    prayer: "Dios mío, reconozco mi pecado. Gracias por tu perdón en Cristo; límpiame y ayúdame a empezar de nuevo. Amén.",
  },
  {
    id: "perdonar", name: "perdonar a quien nos ofendió",
    triggers: ["no puedo perdonar", "perdonar a", "como perdonar", "me traiciono", "me traicionaron", "traicion", "rencor", "resentimiento", "me ofendio", "me hirio", "forgive"],
    passages: ["Efesios 4:32", "Colosenses 3:13", "Mateo 6:14", "Mateo 18:21-22"],
    comfort: "Lo que te hicieron duele, y es normal que perdonar cueste.",
    reflection: "Perdonar no es decir que lo que pasó estuvo bien, ni volver a ponerte en riesgo: es soltar la deuda en manos de Dios, que nos perdonó primero. Suele ser un camino, no un momento, y se puede pedir ayuda para recorrerlo.",
    prayer: "Señor, tú me perdonaste. Dame la gracia de perdonar a quien me hirió, y sana mi corazón. Amén.",
  },
  {
    id: "enfermedad", name: "la enfermedad",
    triggers: ["enferm*", "cancer", "diagnostico", "hospital", "operacion", "cirugia", "sanidad", "sanar", "sanacion", "dolor cronico", "sick", "healing"],
    passages: ["Santiago 5:14-15", "Salmos 41:3", "Jeremías 30:17", "Isaías 41:10"],
    comfort: "Siento mucho lo que estás atravesando. La enfermedad —propia o de alguien que amas— trae cansancio y preguntas.",
    reflection: "La Biblia nos anima a orar por los enfermos y a pedir a la iglesia que ore con nosotros, confiando en que Dios sostiene en el lecho del dolor. Orar y seguir el tratamiento médico van de la mano.",
    prayer: "Señor, pongo en tus manos esta enfermedad. Da fuerza, sabiduría a los médicos y tu paz en medio del dolor. Amén.",
  },
  {
    id: "cansancio", name: "el cansancio",
    triggers: ["cansad*", "agotad*", "sin fuerzas", "ya no puedo mas", "ya no aguanto", "exhausto", "exhausta", "tired"],
    passages: ["Mateo 11:28-29", "Isaías 40:29", "Isaías 40:31"],
    comfort: "Suena a que has cargado mucho por mucho tiempo. Está bien detenerse.",
    reflection: "Jesús invita a los cansados a ir a él para hallar descanso. Descansar también es obediencia: Dios nos hizo con límites.",
    prayer: "Jesús, vengo a ti cansado. Dame tu descanso y renueva mis fuerzas. Amén.",
  },
  {
    id: "dinero", name: "las necesidades económicas",
    triggers: ["deuda*", "sin dinero", "no me alcanza", "desemplead*", "sin trabajo", "perdi mi trabajo", "me despidieron", "necesidad economica", "problemas economicos", "pagar la renta"],
    passages: ["Filipenses 4:19", "Mateo 6:31-33", "Hebreos 13:5"],
    comfort: "Las preocupaciones por dinero y trabajo quitan el sueño. Lamento que estés pasando por esto.",
    reflection: "Jesús nos recuerda que el Padre sabe lo que necesitamos y nos invita a buscar primero su reino. Confiar en Dios no quita que pidas consejo, hagas un presupuesto o aceptes la ayuda de tu comunidad.",
    prayer: "Padre, tú conoces mis necesidades. Provee lo que falta, abre puertas de trabajo y dame paz. Amén.",
  },
  {
    // Before "matrimonio": a question about divorce wants what Jesus said about it, not only
    // passages on love in marriage (on a tie in triggers the earlier theme wins).
    id: "divorcio", name: "el divorcio",
    triggers: ["divorci*", "separacion", "separarme", "separarnos", "nos separamos", "nos vamos a separar", "repudi*", "divorce*"],
    passages: ["Malaquías 2:16", "Mateo 19:3-9", "1 Corintios 7:10-15", "Salmos 34:18"],
    comfort: "Una separación o un divorcio duele en lo más hondo, a quien lo vive y a toda la familia. Gracias por confiarlo.",
    reflection: "Jesús habla del matrimonio como una unión que Dios hace, y por eso el divorcio nunca es algo ligero; a la vez, la Biblia muestra a un Dios que está cerca de los quebrantados de corazón. Las iglesias entienden de distintas maneras en qué casos es lícito divorciarse: un pastor de confianza puede acompañarte en tu situación concreta. Y si hay violencia o abuso, tu seguridad y la de tus hijos van primero: eso no es lo que Dios quiere para ti.",
    prayer: "Señor, tú conoces nuestra historia y nuestras heridas. Danos sabiduría, sana lo que está roto y guíanos en lo que sigue. Amén.",
  },
  {
    id: "matrimonio", name: "el matrimonio",
    triggers: ["matrimonio", "mi esposo", "mi esposa", "mi marido", "mi mujer", "mi pareja", "peleamos", "infidelidad", "me engano", "marriage"],
    passages: ["Génesis 2:24", "1 Corintios 13:4-7", "Efesios 5:25", "Eclesiastés 4:9-10"],
    comfort: "Las dificultades en la relación de pareja tocan lo más íntimo. Gracias por compartirlo.",
    reflection: "La Biblia describe un amor paciente y bondadoso, y pide a los esposos amarse como Cristo amó a la iglesia. Buscar consejería con un pastor o un profesional puede ayudar mucho. Y si hay violencia, tu seguridad va primero: eso no es lo que Dios quiere para ti.",
    prayer: "Señor, te entrego nuestro matrimonio. Danos paciencia, humildad y amor para escucharnos. Amén.",
  },
  {
    id: "hijos", name: "la crianza de los hijos",
    triggers: ["mi hijo", "mi hija", "mis hijos", "hijo rebelde", "hija rebelde", "crianza", "criar a mis hijos", "ser buen padre", "ser buena madre", "adolescente rebelde"],
    passages: ["Proverbios 22:6", "Salmos 127:3", "Efesios 6:4"],
    comfort: "Criar y acompañar a los hijos es una de las tareas más hermosas y más difíciles. Se nota tu amor por ellos.",
    reflection: "La Biblia ve a los hijos como un regalo de Dios y anima a instruirlos con paciencia, sin provocarlos a ira. Orar por ellos y con ellos, y buscar apoyo en otras familias, ayuda en el camino.",
    prayer: "Padre, pongo a mis hijos en tus manos. Dame sabiduría, paciencia y amor para guiarlos. Amén.",
  },
  {
    id: "enojo", name: "el enojo",
    triggers: ["enojad*", "enojo", "coraje", "ira", "rabia", "furioso", "furiosa", "me enojo", "angry", "anger"],
    passages: ["Efesios 4:26", "Santiago 1:19-20", "Proverbios 15:1"],
    comfort: "El enojo es una emoción fuerte y es bueno detenerse a pensarla antes de actuar.",
    reflection: "La Biblia no dice que nunca sentiremos enojo, sino que no pequemos con él: ser lentos para airarnos, responder con suavidad y no dejar que el rencor eche raíz.",
    prayer: "Señor, calma mi corazón. Ayúdame a escuchar, a hablar con mansedumbre y a no pecar en mi enojo. Amén.",
  },
  {
    id: "tentacion", name: "la tentación y las adicciones",
    triggers: ["tentacion", "tentad*", "adiccion", "adicto", "adicta", "pornografia", "alcoholismo", "alcoholic*", "problema con el alcohol", "problemas con el alcohol", "dejar de tomar", "dejar el alcohol", "drogas", "apuestas", "vicio", "recaida", "temptation", "addiction"],
    passages: ["1 Corintios 10:13", "Santiago 4:7", "1 Juan 1:9"],
    comfort: "Luchar contra una tentación o una adicción es agotador, y pedir ayuda es un paso de valentía.",
    reflection: "Dios es fiel y promete una salida en cada tentación. Muchas veces esa salida incluye a otras personas: alguien a quien rendir cuentas, un grupo de apoyo o un especialista. La Línea de la Vida (800 911 2000) también orienta sobre adicciones.",
    prayer: "Señor, sin ti no puedo. Dame fuerza para resistir, muéstrame la salida y rodéame de ayuda. Amén.",
  },
  {
    id: "dudas", name: "las dudas de fe",
    triggers: ["dudas", "dudo", "dudar", "no se si creer", "perdi la fe", "crisis de fe", "dios existe", "existe dios", "doubt"],
    passages: ["Marcos 9:24", "Hebreos 11:1", "Juan 20:27-29"],
    comfort: "Tener preguntas no te aleja de Dios; muchas personas de la Biblia también las tuvieron.",
    reflection: "Un padre desesperado le dijo a Jesús: \"Creo, ayuda mi incredulidad\", y Jesús lo escuchó. Tomás quiso ver antes de creer, y Jesús se le acercó. Tus preguntas pueden ser el comienzo de una fe más honda.",
    prayer: "Señor, creo; ayuda mi incredulidad. Muéstrate a mí. Amén.",
  },
  {
    id: "sufrimiento", name: "el sufrimiento",
    triggers: ["sufrimiento", "sufrir", "sufro", "sufriendo", "por que dios permite", "por que a mi", "por que me pasa esto", "prueba dificil", "pruebas dificiles", "suffering"],
    passages: ["Juan 16:33", "Romanos 8:18", "2 Corintios 4:17", "Romanos 8:28"],
    comfort: "Lamento mucho lo que estás pasando. El dolor hace preguntas difíciles, y está bien hacérselas a Dios.",
    reflection: "La Biblia no promete una vida sin aflicción, pero sí que no la atravesamos solos: Jesús venció al mundo, y Dios puede obrar aun en lo que no entendemos. Job, los salmistas y Jesús mismo en la cruz hablaron con Dios desde el dolor; tú también puedes.",
    prayer: "Señor, no entiendo lo que estoy viviendo, pero confío en que estás conmigo. Dame fuerza y esperanza. Amén.",
  },
  {
    id: "direccion", name: "la dirección de Dios para tomar decisiones",
    triggers: ["tomar una decision", "una decision importante", "no se que decidir", "que hago", "no se que hacer", "que debo hacer", "voluntad de dios para mi", "mi proposito", "proposito de mi vida", "para que estoy aqui", "que camino tomar", "direccion de dios", "guidance"],
    passages: ["Proverbios 3:5-6", "Salmos 32:8", "Santiago 1:5", "Jeremías 29:11"],
    comfort: "Tomar decisiones importantes puede dar vértigo. Qué bueno que quieras buscar a Dios en ello.",
    reflection: "Dios promete sabiduría a quien se la pide y guía a quien confía en él. Ora, lee la Escritura, escucha consejo de personas sabias y da el siguiente paso con confianza.",
    prayer: "Señor, guíame. Dame sabiduría para decidir y paz para confiar en ti. Amén.",
  },
  {
    id: "gratitud", name: "la gratitud",
    triggers: ["gratitud", "agradecid*", "dar gracias", "ser agradecido", "estoy feliz", "grateful", "thankful"],
    passages: ["1 Tesalonicenses 5:18", "Salmos 100:4", "Lamentaciones 3:22-23"],
    comfort: "¡Qué alegría leerte! Vale la pena detenerse a agradecer.",
    reflection: "La gratitud es una forma de adoración: reconoce que todo buen regalo viene de Dios y nos ayuda a ver su fidelidad en lo cotidiano.",
    prayer: "Gracias, Señor, por tu bondad y tus misericordias nuevas cada mañana. Amén.",
  },
];
