import "server-only";
import {
  ABUSERS,
  DEATH_WORDS,
  HIGH_PLACES,
  KIN,
  LETHAL_MEANS,
  NOT_DEATH_WORDS,
  PILL_NAMES,
  POISONS,
  POISONS_TOLD_OF_OTHERS,
  SELF_HARM_PLACES,
  SELF_HARM_TOOLS,
  SELF_HARM_WORDS,
  SUICIDE_SELF_WORDS,
  SUICIDE_WORDS,
  WISH_WORDS,
} from "../../../content/crisis-words.ts";
import { editDistance, hasNearWord, phonetic, phoneticPattern } from "../text.ts";

// Crisis detection runs before any answerer. It leans towards catching too much: a false alarm costs
// one caring message with phone numbers; a miss can cost a life. Patterns are written in plain
// Spanish and matched on a phonetic key, so "suisidarme", "kitarme la bida" and "me qiero morir"
// still match. Only letters, spaces, ( | ) ? and [^ ]* may appear in a pattern (see phoneticPattern).

export type CrisisKind = "suicide" | "self_harm" | "abuse";

export interface CrisisSignal {
  kinds: CrisisKind[];
  /** The writer is (or speaks for) a child or teenager: 911 and a trusted adult come first. */
  minor: boolean;
  /**
   * Suicide is only named as a subject — a death in the past ("mi papá se suicidó"), a question of
   * doctrine or ethics ("¿es pecado el suicidio?") — with no sign that anyone is in danger now.
   * Such a message is answered, with the Línea de la Vida added (lib/answers/screen.ts).
   */
  subjectOnly?: boolean;
  /**
   * The one in danger is someone else — a friend, a child, a brother — and the writer asks how to help
   * ("mi hija se corta los brazos", "mi hermano ya no aguanta y tiene una pistola"). The reply then
   * speaks to the helper, not to the writer as the one at risk.
   */
  other?: boolean;
  /**
   * Someone threatens to kill themselves if the writer leaves or tells ("si lo dejo se mata"): control.
   * The reply speaks to the writer's own safety and says the other's choice is not their fault.
   */
  leverage?: boolean;
  /**
   * Abuse of the writer told as long past ("de niña abusaron de mí, ¿tengo que perdonar?"), with nothing
   * that says it goes on: the question is answered, with where to find help added (lib/answers/screen.ts).
   */
  past?: boolean;
}

// Pieces the rules below are built from. A crisis is recognised by what is described, not by a list
// of sentences: an injury done to oneself, a means of dying, a wish not to wake up.
// "Mi novio me cortó" is a break-up: cutting done by a partner (or anyone but the writer) is not self-harm.
const BY_OTHER = "(?<!(novio|novia|chavo|chava|ex|pareja|esposo|esposa|marido|el|ella|jefe|jefa) )";
// "El vecino me rayó la camioneta", "me quemaron la comida": "me" is whose thing was damaged, and the
// thing is named right after the verb. A part of the body there ("me rayo los brazos") is still self-harm.
const ON_A_THING = `(?! (el|la|los|las|mi|mis|su|sus|tu|tus) (?!(${SELF_HARM_PLACES.join("|")})(?![a-z]))[a-z]+)`;
const INJURE_NOW =
  "(me corto|me quemo|me kemo|me rayo|me rasguno|me raspo|me golpeo|me pego|me muerdo|me pellizco|me clavo|me encajo|me pincho|me lastimo|me hiero|me castigo|me sigo cortando|me sigo quemando|me sigo lastimando)";
const INJURE_PAST =
  "(me corte|me queme|me raye|me rasgune|me golpee|me pegue|me mordi|me clave|me encaje|me pinche|me lastime|me heri|me volvi a cortar|me volvi a quemar|me volvi a lastimar)";
const INJURE_TO =
  "(cortarme|quemarme|rayarme|rasgunarme|golpearme|morderme|lastimarme|lastimandome|cortandome|quemandome|golpeandome|herirme|hacerme dano|hacerme cortes|hacerme heridas)";
const WANT =
  "me castigo|castigarme|quiero|quisiera|ganas de|necesito|volver a|vuelvo a|dejar de|no puedo dejar de|pienso en|me dan ganas de|se me antoja|otra vez|tentacion de";
const INTENT =
  "a proposito|adrede|para sentir|para no sentir|para castigarme|para desahogarme|para calmarme|cuando me siento|cuando estoy|cuando me enojo|cuando me pongo|cuando tengo|cuando me equivoco|hasta sangrar|hasta sacarme sangre|hasta que sangr[^ ]*|hasta que me sale sangre|otra vez|de nuevo|todas las noches|todos los dias|cada vez que|me lo merezco|porque me lo merezco|me lo meresco";
const TOOL = SELF_HARM_TOOLS.join("|");
const BODY = SELF_HARM_PLACES.join("|");
const THROW =
  "aventarme|tirarme|lanzarme|arrojarme|me voy a aventar|me quiero aventar|me voy a tirar|me quiero tirar|me voy a lanzar|me quiero lanzar|me aviento|me tiro|me lanzo|pienso aventarme";
const HIGH = HIGH_PLACES.join("|");
const PILL = PILL_NAMES.join("|");
const PILLS = `(todas|muchas|un frasco|una caja|un monton|un bote|varias|toda la caja|todo el frasco|un punado|[0-9]+|veinte|treinta|cincuenta) ([^ ]* ){0,2}(${PILL})`;
const POISON = POISONS.join("|");
// What makes taking pills a dose: what they are for ("de la presión", "del dolor"), who prescribed
// them, when they were due. "De mi mamá" (someone else's) and "de clonazepam" (a drug) are no dose.
const A_DOSE =
  "(?! (de (la|el|los|las)|del|de hoy|de ayer|de esta|de este|para(?! (no despertar|morir|morirme|matarme|acabar|ya no))|contra|que me|a tiempo|a su hora|a la hora|como me|anticonceptiv[^ ]*|y me siento mejor|y ya me siento))";

// "No quiero vivir con miedo / en pecado" is a resolve, not a wish to die ("así" and "sin ella" are).
const NOT_DYING =
  "con (este |esta |ese |esa |tanto |tanta |tantas |tantos |mi |mis |el |la |los |las )?(miedo|culpa|rencor|odio|resentimiento|verguenza|ansiedad|angustia|dudas|preocupacion|coraje|envidia|deudas)|en (pecado|el pecado|la mentira|mentiras|tinieblas|apariencias|la carne|el pasado|la duda|miedo|el miedo|deudas|la pobreza)|de apariencias|de mentiras|como (antes|el mundo|un mediocre)|para (el mundo|mi mismo|mi misma)|lejos de dios|separad[^ ]* de dios|amargad[^ ]*|atad[^ ]*|esclav[^ ]*|peleando|peleados|endeudad[^ ]*|adelante|estudiando";

// The word alone names the subject; what follows tells of someone in danger.
// ("Se mató" is left out: in Mexico it is also how an accident is told.)
const SUICIDE_MENTION = ["suicid[^ ]*", "suisid[^ ]*", "se quito la vida", "quitarse la vida"];
const SUICIDE_NOW = [
  // The writer's own thoughts, attempts or plans.
  "(pienso|pensado|pensando|pense|pensamientos|ideas|ideacion|intente|tendencias|impulsos|ganas|tentado|tentada) ([^ ]* ){0,3}(suicid[^ ]*|suisid[^ ]*)",
  "me (quiero |voy a |quisiera |iba a |estoy pensando en )?(suicid[^ ]*|suisid[^ ]*)",
  "(suicidarme|suisidarme|suicidarte|suisidarte)",
  "soy (un |una )?(suicida|suisida)",
];

// Named as a subject only in these shapes: a death that already happened, told of someone else, or a
// question of faith about it. Anything else that names suicide ("el suicidio es mi única salida", "¿cuál
// es el suicidio menos doloroso?", "una carta de suicidio") gets the crisis reply, as before 7d0f618.
const SUICIDE_SUBJECT = [
  "se (suicido|suicidaron|suisido|quito la vida|quitaron la vida)",
  "(murio|murieron|fallecio|perdi|perdimos|muerte) ([^ ]* ){0,5}(suicidio|suisidio|suicidarse)",
  "(suicidio|suisidio) (de|del) ([^ ]* ){0,2}(mi|mis|su|sus|un|una|nuestro|nuestra|nuestros|el|la|judas|saul)",
  "(biblia|dios|jesus|cristo|iglesia|pecado|pecados|infierno|cielo|salva|salvan|salvar|salvarse|salvacion|perdona|perdonar|perdon|condena|condenan|condenado|condenada|alma|almas|imperdonable|cristiano|cristianos|escrituras|judas|saul)",
];
// Whatever its shape, a message with a sign of the writer's own danger (despair, a decision, a plan,
// a method or a means, a farewell) is no mere subject.
const SUICIDE_RISK = [
  "(salida|solucion|opcion|decidi|decidido|decidida|planeando|planeo|planear|plan|considerando|considero|pensando|pienso|pense|tentado|tentada|ganas|quisiera)",
  "(menos doloroso|menos dolorosa|sin dolor|doloroso|indoloro|rapido|rapida|formas|forma de|manera de|maneras|metodo|metodos|como hacerlo|como se hace|pastillas|veneno|cuerda|puente|pistola|arma)",
  "(carta|despedida|despedirme|aguanto|ya no puedo|no puedo mas|cansado de vivir|cansada de vivir|harto|harta|esta noche|hoy mismo|yo tambien|a mi tambien|lo voy a|lo estoy)",
];

// Despair told together with a means at hand ("ya no aguanto y tengo una pistola"): neither alone is a
// crisis, both together are.
const DESPAIR_SELF =
  "ya no aguanto|no aguanto mas|ya no puedo mas(?! con)|no puedo mas(?! con)|estoy desesperad[^ ]*|no le veo salida|no hay salida|ya me canse de todo";
const DESPAIR_OTHER =
  "ya no aguanta|no aguanta mas|ya no puede mas(?! con)|no puede mas(?! con)|esta desesperad[^ ]*|no le ve salida|ya se canso de todo|se quiere morir|quiere morirse|no quiere vivir";
const MEANS = LETHAL_MEANS.join("|");

// "No quiere vivir con su papá / en México" is where, not whether, someone wants to live.
// "Me quiero morir de la vergüenza", "me voy a morir de risa": dying of a state says how much of it there is.
const OF_A_STATE =
  "(?! de (la |el |los |las |tanta |tanto )?(verguenza|risa|ganas|sueno|hambre|sed|cansancio|nervios|miedo|susto|envidia|amor|calor|frio|aburrimiento|coraje|celos|emocion|gusto|alegria)(?= |$))";
// "Quisiera desaparecer un rato": a break, not an end.
const FOR_A_WHILE =
  "(?! (un rato|un ratito|unos dias|unas horas|una semana|un tiempo|un fin de semana|por un rato|por un tiempo|de vacaciones))";
const NOT_DYING_OTHER = `${NOT_DYING}|con (el|ella|ellos|nosotros|su|sus|mi|mis|la|los|las|tu|tus)|en (casa|la casa|su casa|mi casa|esa casa|esta casa|el pueblo|la ciudad|mexico|ese lugar|otro lado)|aqui|alla|ahi|solo|sola`;
const POISON_OTHER = POISONS_TOLD_OF_OTHERS.join("|");

// Someone else in danger now or lately, told by a writer who wants to help: a wish, a threat, an
// attempt, a means — the same things as above in the third person.
const SUICIDE_OTHER = [
  "(intento|intentos|amenaza|amenazas|amenazo|amenazando|riesgo|plan|planea|planeando) (de |con )?([^ ]* ){0,2}(suicid[^ ]*|suisid[^ ]*|matarse|quitarse la vida)",
  "se (quiere|quiera|quisiera|va a|iba a|intento|trato de|piensa) (suicidar|matar|morir|quitar la vida)",
  "(quiere|quiera|piensa|pensando en|piensa en|habla de|hablando de|amenaza con|amenazo con|intento|trato de) (suicidarse|matarse|quitarse la vida|morirse)",
  `(ya )?no quiere (vivir|seguir viviendo|seguir con vida|seguir aqui|estar aqui|existir)(?! (${NOT_DYING_OTHER}))`,
  "(ya )?no (le ve|ve) sentido (a )?(vivir|la vida|su vida|seguir)",
  "(estariamos|estarian|estarian todos|estaria|estariamos todos) mejor (sin el|sin ella|si se muriera|si el se muriera|si ella se muriera)",
  "(cansad[^ ]*|harto|harta) de (vivir|la vida|existir|estar vivo|estar viva)",
  `(se quiere|se va a|quiere|piensa|amenaza con|amenazo con|intento|se iba a) (aventar|tirar|lanzar|arrojar|aventarse|tirarse|lanzarse|arrojarse) (de|del|desde|por|al|a la|a las|a los|bajo|contra|frente a) ([^ ]* ){0,3}(${HIGH})`,
  `(se tomo|tomo|se trago|se quiere tomar|se va a tomar|quiere tomarse) ([^ ]* ){0,3}(${PILLS})`,
  `(se tomo|tomo|se bebio|bebio|se trago|trago|se quiere tomar|se va a tomar|quiere tomarse) ([^ ]* ){0,2}(${POISON_OTHER})`,
  "(se quiere|se va a|quiere|amenaza con) (colgar|ahorcar|pegar un tiro|dar un tiro|disparar|cortar las venas|colgarse|ahorcarse|envenenarse|dispararse)",
  "se (corto|corta|quiere cortar|va a cortar) las venas",
  `(${DESPAIR_OTHER}) ([^ ]* ){0,8}(${MEANS})`,
  `(${MEANS}) ([^ ]* ){0,8}(${DESPAIR_OTHER})`,
];

const SUICIDE = [
  ...SUICIDE_NOW,
  `(${DESPAIR_SELF}) ([^ ]* ){0,8}(${MEANS})`,
  `(${MEANS}) ([^ ]* ){0,8}(${DESPAIR_SELF})`,
  `(me )?(quiero|kiero|quisiera|deseo|voy a|pienso|pensando en|ganas de|tengo ganas de) (morir|morirme|matarme|suicidarme|desaparecer para siempre|dejar de existir|dejar de vivir|no despertar|no existir)${OF_A_STATE}`,
  `me (quiero|kiero|voy a) (matar|morir)${OF_A_STATE}`,
  "(ojala|quisiera) (me muriera|morirme|no despertar|no haber nacido|estar muerto|estar muerta)",
  "(matarme|quitarme la vida|me quito la vida|acabar con mi vida|terminar con mi vida|acabar con todo|terminar con todo|ponerle fin a mi vida|poner fin a mi vida|quitar mi vida)",
  `no (quiero|kiero) (vivir|seguir viviendo|seguir aqui|estar aqui|seguir con vida|seguir)(?! (${NOT_DYING}))`,
  "(ya )?no (tiene|le veo) sentido (vivir|la vida|mi vida|seguir)",
  "no vale la pena (vivir|seguir)",
  "(estaria|estarian|estarias|estarian todos) mejor (muerto|muerta|sin mi)",
  "(todos|mi familia) (estaria|estarian) mejor sin mi",
  // "Todos estarían mejor si yo no estuviera": the same wish, told of the writer not being there.
  // Said of others ("todos", "mi familia") or with "yo": "estaría mejor si no estuviera tan cansada" is not.
  "(todos|mi familia|mis hijos|mi esposo|mi esposa|los demas|todo el mundo) (estaria|estarian) (todos )?(mucho )?mejor si (yo )?(no estuviera|no existiera|ya no estuviera|ya no existiera|desapareciera)",
  "mejor si yo (no estuviera|no existiera|ya no estuviera|ya no existiera|desapareciera)",
  "mejor si (yo )?(me muriera|no hubiera nacido|me fuera para siempre)",
  "mejor (muerto|muerta|me muero)",
  "(colgarme|ahorcarme|aventarme) (de|del|al|a las|a la|bajo)",
  "(tomarme|tomar) (todas las|muchas) pastillas",
  "(sobredosis)",
  "(me voy a|quiero|me quiero) (colgar|ahorcar|aventar)",
  "(ya )?no (aguanto|soporto|puedo mas con) (mas )?(la|mi|esta) vida",
  "(me quiero|quiero|quisiera) (ir|irme) de este mundo",
  "(dormir|dormirme) y (ya )?no despertar",
  `quiero desaparecer${FOR_A_WHILE}`,
  "nadie me (extranaria|extranaran|echaria de menos|va a extranar)",
  "(si|cuando) me muera nadie",
  "(dont|do not|don t) want to (live|be alive|exist|be here)",
  "(kill myself|killing myself|want to die|wanna die|end my life|take my life|suicidal|better off dead|end it all)",
  // Told by a means: a high place, a train, pills by the handful, poison, a gun, a rope.
  `(${THROW}) (de|del|desde|por|al|a la|a las|a los|bajo|contra|frente a|enfrente de) ([^ ]* ){0,3}(${HIGH})`,
  `(me tome|me trague|tomarme|tragarme|me voy a tomar|me quiero tomar|voy a tomarme|tomarmelas|tomarmelos|me las tome|me las voy a tomar|me las trague) ([^ ]* ){0,3}(${PILLS})`,
  `(${PILL}) ([^ ]* ){0,4}(para tomarmelas|para tomarmelos|para no despertar|para matarme|para morir|para acabar|para ya no|para no sentir|para dejar de sentir|para desaparecer)`,
  // Told as done, with nothing that makes it a dose ("ya me tomé las pastillas de la presión"): "ya
  // tomé las pastillas", "me tomé todo el frasco", "ya me las tomé todas".
  `ya (me )?(tome|trague) (las|mis|todas las|todas mis|unas|el|los) (${PILL}|frasco|bote|blister)${A_DOSE}`,
  // A whole container is never a dose, whatever it held ("el frasco de clonazepam").
  `(me tome|me trague|ya tome|ya trague) (todo el|toda la|el|la) (frasco|bote|caja|blister|tira)`,
  // The count told after the pills ("las de la presión de mi abuela, todas"; "como 20"), or a handful
  // told without "me" ("tomé muchas pastillas").
  `(tome|trague) (las |mis |unas )?(${PILL}) ([^ ]* ){0,6}(todas|toditas|como [0-9]+|como (diez|quince|veinte|treinta|cuarenta|cincuenta)|mas de [0-9]+)`,
  `(tome|trague) (todas|muchas|un frasco|una caja|un monton|un bote|toda la caja|todo el frasco|un punado) ([^ ]* ){0,2}(${PILL})`,
  "(ya )?(me las|me los) (tome|trague) (todas|todos)",
  "ya (me las|me los) (tome|trague)(?! (de|del|para|a tiempo|a su hora|a la hora|como))",
  `(tomar|tomarme|tomarmelo|me tome|me voy a tomar|me quiero tomar|beber|beberme|me bebi|tragar|tragarme|me trague|envenenarme|ya tome|ya bebi|ya trague) ([^ ]* ){0,2}(${POISON})(?! (folico|hialuronico|acetilsalicilico))`,
  "(envenenarme|pegarme un tiro|pegarme un balazo|darme un tiro|darme un balazo|dispararme|volarme la cabeza|meterme un tiro|cortarme las venas|me corte las venas|ahorcarme|me quiero colgar|me voy a colgar|colgarme de)",
  // Not wanting to wake up, or wishing death would come by itself.
  "(ojala|quisiera|quiero|deseo|me gustaria|le pido a dios|pido|espero) ([^ ]* ){0,2}(no despertar|no despertarme|no despertara|no despierte|no amanecer|no amaneciera|no amanezca|no volver a despertar)",
  "no (quiero|quisiera|kiero) (despertar|despertarme|amanecer|volver a despertar)(?! (a|al|a mi|temprano|tarde|de malas))",
  "(ojala|quisiera que|quiero que|deseo que|ojala que) ([^ ]* ){0,2}(me atropell[^ ]*|me mate un|me maten|me muera|me muriera|me diera algo y me muriera|dios me lleve|dios me llevara|dios me recoja|dios me recogiera|se acabe mi vida|se acabara mi vida)",
  "(cansad[^ ]*|harto|harta|hartos|fastidiad[^ ]*) de (vivir|la vida|existir|estar vivo|estar viva|seguir viviendo|seguir con vida)",
  "(ya )?no (quiero|kiero|quisiera) (estar|seguir|existir) (en este mundo|mas en este mundo|viv[^ ]*|con vida|existiendo)",
  "no (quiero|kiero|quisiera) existir",
  `(quisiera|ojala pudiera|ganas de|me gustaria) desaparecer${FOR_A_WHILE}`,
  "(mi|una|escribi|escribiendo|deje|dejare|le escribi) carta(s)? de despedida",
  "(planeado|planeando|planear|plan para|ya se como) ([^ ]* ){0,2}(matarme|quitarme la vida|suicidarme|morirme|acabar con mi vida|mi muerte)",
];

const SELF_HARM = [
  "autolesion[^ ]*",
  "auto lesion[^ ]*",
  "(me )?(corto|cortarme|cortandome|me corte|corte) (las venas|los brazos|las piernas|la piel|las munecas|el brazo|la muneca)",
  `${BY_OTHER}(cortarme|me corto|me sigo cortando|me estoy cortando|cortandome|me volvi a cortar)(?! (el|las|los|mi|mis|un|una) (pelo|cabello|unas|barba|fleco|dedo|papel|ramas))`,
  "(me hago|hacerme|me hice|me sigo haciendo) (cortes|cortadas|heridas|quemaduras)",
  "me quemo con (cigarros|cigarrillos|encendedor|fuego)",
  "(lastimarme|hacerme dano|me hago dano|me sigo haciendo dano|me lastimo a proposito|me quemo a proposito|quemarme a proposito|me golpeo a mi mism[^ ]*|castigarme fisicamente|herirme)",
  "(self harm|self-harm|selfharm|hurt myself|hurting myself|cutting myself|cut myself)",
  // Told by the method: an injury done to oneself, with what shows it is not an accident (a
  // purpose, a habit, a mood, blood), with an instrument of self-harm, or on the body's usual places.
  `${BY_OTHER}${INJURE_NOW}${ON_A_THING} ([^ ]* ){0,6}(${INTENT}|${TOOL}|${BODY})`,
  `${BY_OTHER}${INJURE_PAST}${ON_A_THING} ([^ ]* ){0,6}(${INTENT})`,
  `${BY_OTHER}${INJURE_PAST} ([^ ]* ){0,2}(${BODY}) ([^ ]* ){0,3}(${TOOL})`,
  `(?<!no )(${WANT}) (${INJURE_TO})(?! (el|la|las|los|mi|mis) (pelo|cabello|unas|barba|fleco|copete|puntas|dedo))`,
  `${BY_OTHER}(${INJURE_TO}|${INJURE_NOW}|${INJURE_PAST})${ON_A_THING} (${INTENT})`,
  "(me hago|me hice|hacerme|me sigo haciendo) (rayitas|rayas|cortaditas|cortadas|quemaduras)",
  "(cicatrices|marcas) ([^ ]* ){0,4}(cortarme|de cortes|me corto|me corte|quemarme|me quemo)",
];

/** The people a writer tells of (family, partner, friends), in the words of "mi esposa se …". */
const KIN_OTHER = KIN.join("|");
/** Harm by a habit or at play ("se está haciendo daño con el alcohol", "… jugando"): care, not a crisis. */
const HARM_BY_HABIT =
  "con (el|la|los|las|tanto|tanta|tantos|tantas) ([^ ]* )?(alcohol|drogas|droga|cigarro|cigarros|vicio|vicios|comida|trabajo|desvelos|celular|azucar|refresco)|jugando|al jugar|en el (futbol|deporte|gimnasio|trabajo)|(en )?(la|el|las|los|su|sus) (rodilla|rodillas|tobillo|espalda|pie|pies|mano|manos|cadera|hombro|cuello)";

// Self-harm of someone else: the same acts in the third person, with what shows it is no accident.
const SE_INJURE_NOW =
  "(se corta|se cortaba|se sigue cortando|se esta cortando|se quema|se quemaba|se raya|se rasguna|se golpea|se lastima|se lastimaba|se sigue lastimando|se esta lastimando|se hiere|se castiga|se hace dano)";
const SE_INJURE_PAST =
  "(se corto|se quemo|se rayo|se rasguno|se golpeo|se lastimo|se hirio|se hizo dano|se volvio a cortar|se volvio a lastimar|se volvio a quemar)";
const INTENT_OTHER =
  "a proposito|adrede|para sentir|para no sentir|para castigarse|para desahogarse|hasta sangrar|hasta sacarse sangre|todas las noches|todos los dias|cada vez que|cuando se enoja|cuando esta triste|cuando se siente|se lo merece";
const SELF_HARM_OTHER = [
  `${SE_INJURE_NOW} ([^ ]* ){0,6}(${INTENT_OTHER}|${TOOL}|${BODY})`,
  `${SE_INJURE_PAST} ([^ ]* ){0,6}(${INTENT_OTHER})`,
  `${SE_INJURE_PAST} ([^ ]* ){0,2}(${BODY}) ([^ ]* ){0,3}(${TOOL})`,
  // "Mi hijo se corta" says it all, as "me corto" does; "la leche se corta" names no one.
  "(hijo|hija|hermano|hermana|hermanito|hermanita|amigo|amiga|novio|novia|esposo|esposa|alumno|alumna|primo|prima|sobrino|sobrina|nieto|nieta) ([^ ]* ){0,2}se (corta|sigue cortando|esta cortando|anda cortando|volvio a cortar)(?! (el|la|las|los|su|sus|un|una|con el cuchillo) (pelo|cabello|unas|barba|fleco|dedo|pan|carne|cebolla|papel|verdura))",
  // "Mi esposa se está haciendo daño" needs no method: hurting oneself, going on now, is the act itself;
  // a habit that harms ("con el alcohol") or an injury at play is not.
  `(${KIN_OTHER}) ([^ ]* ){0,2}se (esta|sigue|anda|vive) (haciendo dano|lastimando|hiriendo|golpeando)(?! (${HARM_BY_HABIT}))`,
  `(${KIN_OTHER}) ([^ ]* ){0,2}se hace dano(?! (${HARM_BY_HABIT}))`,
  "se (hace|hacia|hizo|sigue haciendo|esta haciendo) (cortes|cortadas|cortaditas|heridas|quemaduras|rayitas|rayas)",
  "(quiere|quisiera|ganas de|vuelve a|volvio a|no puede dejar de|sigue) (cortarse|quemarse|lastimarse|hacerse dano|herirse|golpearse|cortandose|lastimandose|quemandose)(?! (el|la|las|los|su|sus) (pelo|cabello|unas|barba|fleco|copete|puntas|dedo))",
  "(cicatrices|marcas) ([^ ]* ){0,4}(cortarse|de cortes|se corta|se corto|quemarse|se quema)",
];

// "Abusar de la confianza, del alcohol, de la gracia": taking too much of a thing is not abuse of a person.
const ABUSED_THING =
  "(mi |tu |su |la |el |los |las |del |de la |sus |mis )?(confianza|bondad|amabilidad|paciencia|generosidad|gracia|misericordia|perdon|amor de dios|libertad|alcohol|bebida|drogas|sustancias|comida|azucar|celular|redes|internet|tarjeta|credito|tiempo|perro|perros|gato|gatos|animal|animales|mascota|mascotas|naturaleza|recursos|vino|tabaco|cafe|medicamento[^ ]*|pastillas)";
// "Le pega al saco de box", "le pega a la pared", "le pega a la botella": what is struck is a thing (or
// drink, in the idiom), not a person. "Me pega el sol", "me pegó la gripa": the sun and the flu strike.
// Struck *against* a thing is a person struck: "mi esposo me golpea contra la pared" is abuse (with
// "contra" here it was answered with the marriage topic and Efesios 5:22-33).
const STRUCK_THING =
  "(a |al |a la |a las |a los |a un |a una |a su |a sus |el |la |los |las )?(saco|sacos|costal|costales|pera|bolsa de box|punching|box|balon|pelota|pelotas|pared|paredes|puerta|puertas|mesa|muro|pinata|tambor|tambores|bateria|clavo|clavos|teclado|volante|cojin|almohada|piso|colchon|llanta|arbol|botella|chupe|trago|pisto|vicio|sol|calor|frio|gripa|gripe|tos|covid|sueno|hambre|flojera|nostalgia|tristeza|cancion|musica|aire|viento)(?! (de mi|a mi))";
/** Those at home whose anger taken out on the writer is abuse, not a bad day at work. */
const PARTNER_OR_PARENT =
  "esposo|marido|novio|pareja|esposa|novia|viejo|vieja|mujer|papa|mama|padre|madre|padrastro|madrastra|suegro|suegra";
// Abuse is of a person by a person, the writer (or one they speak for) the one hurt. "Los caciques abusan
// de todos", "abuso de poder" tell an injustice to a people; "ya abusé (de su misericordia)", "yo abuso
// de…" tell the writer as the one who abuses. Neither is a crisis ("abusan de nosotros" still is).
const ABUSED_MANY =
  "(todos|todas|todo el mundo|la gente|el pueblo|los pueblos|los pobres|los debiles|los humildes|los trabajadores|los campesinos|los indigenas|los empleados|los obreros|la comunidad|los vecinos|los migrantes|los demas|su poder|el poder|su autoridad|la autoridad|su cargo|su puesto|su posicion)(?![a-z])";
// Told with "yo"/"ya" and no one abused after it, the writer is the one who abused ("siento que ya abusé");
// "ya abusó de mi hija" still names the one hurt.
const ABUSED_ONE =
  "(?= (sexual|de (mi|mis|nosotros|nosotras|su|sus|ella|el|la|las|los|un|una|esa|ese|esta|este|alguien)(?![a-z])))";
const WRITER_ABUSES = (verb: string) => `(?:(?<!(yo|ya) )${verb}|(?<=(yo|ya) )${verb}${ABUSED_ONE})`;
const ABUSE = [
  "(abuso|abusos|abusa|abusan|abusaba|abusaban|abusaron|abusando|abusador) ([^ ]* ){0,6}(cuerpo|sexual[^ ]*|partes intimas)",
  `${WRITER_ABUSES("(abuso|abusos|abusa|abusan|abusaba|abusaban|abuso de mi|abusaron|abusando|abusador)")}(?! (de |del )(${ABUSED_THING}|${ABUSED_MANY})| (de )?(poder|autoridad)) ?(sexual|de mi|de nosotros|de mis hijos|de mi hijo|de mi hija|de ella|de el|conmigo)?`,
  `(me|nos|te) (pega|pegan|pegaba|golpea|golpean|golpeaba|maltrata|maltratan|maltrataba|viola|violo|violaron|violaba|amenaza|amenazan|ahorca|patea|jalonea|encierra|humilla|lastima|cachetea)(?! ${STRUCK_THING})`,
  // Control by a partner (violencia psicológica y económica): kept in, cut off, watched, stripped of money.
  "(esposo|marido|novio|pareja|esposa|novia|viejo) ([^ ]* ){0,3}((me|nos) tiene (encerrada|encerrado|oprimida|oprimido|amenazada|amenazado|vigilada|vigilado|controlada|controlado)|me controla|me aisla|me quita (el dinero|mi dinero|mi sueldo|el celular|mi celular|el telefono)|me revisa (el celular|mi celular|el telefono|mi telefono|los mensajes|mis mensajes)|no me deja (salir|trabajar|estudiar|ver a mi familia|ver a mis|hablar con|tener amigas|tener amigos|usar el celular|tener dinero))",
  // A partner or parent who takes their anger or drink out on the writer ("mi marido llega tomado y se
  // desquita conmigo"), shoves or throws them about: told without "pega" or "golpea", it was answered
  // with the marriage topic and "las casadas estén sujetas á sus propios maridos" (Efesios 5:22).
  // "Me empuja a estudiar" urges; a boss or a brother who takes it out on someone is no home danger.
  `(${PARTNER_OR_PARENT}) ([^ ]* ){0,8}((se desquita|se desquitaba|se desquito|se las desquita|se la desquita|la agarra|se la agarra|la agarraba|se la agarraba|la toma|se la toma|desquita su coraje|descarga su coraje|descarga su enojo|descarga su ira|saca su coraje|saca su enojo) conmigo|(me|nos) (empuja|empujo|empujaba|avienta|avento|aventaba|zarandea|zarandeo|arrastra|arrastro|sacude|sacudio)(?! (a|al|para)))`,
  // Subjunctive only after "que" ("tengo miedo de que me pegue"): "me golpeé la rodilla" is no abuse.
  "que (me|nos|te) (pegue|peguen|golpee|golpeen|maltrate|viole|humille|lastime)",
  "(me|nos) (toca|tocan|tocaba|tocaron|toco) (mis|sus|las|donde|en|de forma|cuando|partes)",
  "(papa|mama|padrastro|madrastra|tio|tia|primo|prima|abuelo|hermano|hermanastro|maestro|maestra|profe|profesor|entrenador|vecino|jefe|novio|pastor|sacerdote|padre) (me|nos) (toca|tocan|tocaba|tocaron|toco|manosea|manoseo|manoseaba|besa a la fuerza)",
  "(manosea|manoseo|manoseaba|manosean|tocamientos)",
  "fui (abusad|violad)[^ ]*",
  "(abusada|abusado|abusados) sexualmente",
  "(me|nos) (obliga|obligan|obligo|obligaron|obligaba|forzo|forzaron|forza|fuerza) a (tener relaciones|tener sexo|acostarme|hacer cosas)",
  "sin mi consentimiento",
  // A threat to one's life: fear of being killed, a partner who says he will.
  "(miedo|temor|panico) (de |a )?que ([^ ]* ){0,3}(me|nos) (mate|maten|vaya a matar|vayan a matar)",
  "(me|nos) (amenaza|amenazo|amenazan|amenazaba) (con matarme|con matarnos|de muerte)",
  "amenazas de muerte",
  "(violacion|violaron|violada|violado|violencia domestica|violencia familiar|violencia intrafamiliar|violencia de genero|maltrato|maltratos|acoso sexual|acosa sexualmente|incesto)",
  `${WRITER_ABUSES("(abuse|abused|abusing|hits me|beats me|molested|molests me|raped|rape me|domestic violence)")}(?! (de |del )(${ABUSED_THING}|${ABUSED_MANY}))`,
];

// A death threat told as said or shouted: "le pega a la puerta y me grita que me va a matar", "mi
// padrastro dice que si le digo a mi mamá me mata". Everyday speech says the same of a boss or a wife
// over a late report or a forgotten anniversary; such a threat may be read as a figure of speech
// (figurativeThreat), but only where a miss cannot hide a real one.
const SAID = "dice|dicen|dijo|dijeron|decia|grita|gritan|grito|gritaba|amenaza|amenazan|amenazo|jura|juran|juro";
const HOME =
  "esposo|esposa|marido|mujer|novio|novia|pareja|papa|mama|padre|madre|padrastro|madrastra|tio|tia|abuelo|abuela|hermano|hermana|hijo|hija|hijastro|hijastra|suegro|suegra|cunado|cunada|primo|prima|yerno|nuera|nieto|nieta";
// "Me va a matar de un susto / a disgustos": worry or grief given by someone, not a threat.
const OF_GRIEF =
  "(?! (de|a) (un |una |puro |puros |pura |puras |tanto |tanta |tantos |tantas )?(susto|sustos|disgusto|disgustos|coraje|corajes|preocupacion|preocupaciones|angustia|angustias|risa|hambre|pena|penas|tristeza|cansancio|nervios|ternura|amor|verguenza|rabia|berrinche|berrinches|estres|canas|sorpresa|sorpresas|celos|aburrimiento|trabajo))";
const DEATH_THREAT = [
  `(${SAID}) (que )?(me|nos) (va a|van a|iba a) matar`,
  `(${SAID}) que si ([^ ]* ){0,8}(me|nos) (mata|matan|va a matar|van a matar)`,
  `(${SAID}) que (me|nos) (mata|matan)`,
  // Anyone at home — a partner, a parent, a grown son on drugs ("mi hijo me va a matar si no le doy
  // dinero") — who will or wants to kill the writer; a lapse may still make it the idiom (THREAT_CAUSE).
  `(ex|expareja|${HOME}) ([^ ]* ){0,2}((me|nos) (va a|quiere|quieren|van a|dice que me va a) matar|(va a|quiere|van a|quieren) (matarme|matarnos))${OF_GRIEF}`,
];
// Someone the writer lives with or belongs to (HOME is defined above DEATH_THREAT). What they are told
// to have said is a report of words really spoken, and a threat at home is where a miss costs most:
// only laughter makes it a figure of speech. "Mi esposa me va a matar si…" (no one quoted) is the
// idiom, and a cause may still say so.
const HOME_SAID = [`(mi|mis|su) (${HOME}) ([^ ]* ){0,3}(${SAID})`];
// A threat tied to the writer's lapse ("si no entrego el reporte", "porque olvidé el aniversario") is how
// people say someone will be very angry. "Cuando llega borracho", "con sus propias manos" or "en cuanto
// llegue" tie it to a time or a means, which is no such excuse.
const THREAT_CAUSE = [
  "(me|nos) (va a|van a|iba a|iban a) matar (si|porque)",
  "(me|nos) (va a|van a|iba a|iban a) matar ([^ ]* ){1,4}(si|porque)",
  "(me|nos) (mata|matan) (si|porque)",
  "si ([^ ]* ){1,8}(me|nos) (mata|matan|va a matar|van a matar)",
  "(me|nos) (va a|van a|iba a|iban a) matar cuando (vea|vean|se entere|se enteren|sepa|sepan|descubra|descubran|se de cuenta|lea|lean|encuentre|encuentren)",
];
// What says a threat is meant: the threat is to keep someone from leaving or telling (how abusers
// silence), a weapon or blows, fear, an ex, the word "amenaza", or the writer saying it is serious;
// the demands abusers and extortionists back with death (money, obedience, sex, staying in, the
// phone, church), the circumstances of violence (drink, the children, pregnancy), a threat grown
// habitual, or distress.
const THREAT_MEANT = [
  "si ([^ ]* ){0,3}(dejo|deje|dejara|dejaba|dejaria|lo dej|la dej|abandon|separ|divorci|me voy|me fui|me iba|me fuera|cuent|cont|dig|dij|habl|denunci|acus|pido ayuda|escap|huy|me niego|salgo con|me ve con)[^ ]*",
  "(pistola|arma|armas|cuchillo|navaja|machete|revolver|cuerda|soga|balazo|disparar|disparo)",
  "(me|nos) (pega|pegan|pego|pegaba|golpea|golpean|golpeo|golpeaba|ahorca|ahorco|patea|pateo|empuja|empujo|cachetea|cacheteo|lastima|lastimo)",
  "(golpes|golpe|moretones|moreton|cicatrices)",
  "(miedo|panico|terror|temor|asustad[^ ]*|aterrad[^ ]*|temblando)",
  "(ex|expareja|exesposo|exmarido|exnovio|padrastro|madrastra)",
  "amenaz[^ ]*",
  "(en serio|de verdad|lo dice en serio|no es broma|no estoy bromeando|no se si es broma|no se si bromea|no se si lo dice en serio|policia|denunciar|auxilio|ayudenme|ayudame)",
  "(dinero|lana|gasto|sueldo|quincena|cuota|cobro|derecho de piso|deuda|prestamo|le pago|les pago|pagar|pague)",
  "(lo que (el |ella |me )?(dice|diga|quiere|quiera|pide|pida|manda|mande)|obedezco|obedecer|obedezca|hago caso|me dejo)",
  "(relaciones|me acuesto|acostarme|sexo|me toca|tocarme)",
  "(contesto|contestar|el telefono|el celular|salgo|me ve con|con otro|con otra|mis amigas|mis amigos|mi familia|la iglesia|el templo|orar|me congrego)",
  "(embarazada|embarazo|me embarace|aborto|abortar)",
  // The children as what is at stake ("me va a quitar a mi hijo"), not as who says it ("mi hija me va a
  // matar si lee mi diario" is the idiom).
  "(los ninos|mis hijos|mis hijas|a mi hijo|a mi hija|de mi hijo|de mi hija|con mi hijo|con mi hija|a los ninos|me llevo)",
  "(borracho|borracha|tomado|tomada|cuando toma|drogado|drogada|cuando se droga|adicto|adicta|adiccion|drogadicto|drogadicta|drogas|droga|cristal|alcoholico|alcoholica|propias manos|la proxima|cuando salga|cuando me vea|en cuanto llegue|cuando llegue)",
  "(ya me acostumbre|siempre|a cada rato|cada vez|todos los dias|diario|no se que hacer|ya no aguanto|ya no puedo|llorando|lloro)",
];

// A partner's (or anyone's) threat to kill themselves if the writer leaves or tells: "mi esposo dice
// que si lo dejo se mata". It is control, and the writer is the one to keep safe (the reply says so
// and gives the numbers to both), not a helper of someone at risk. "Se mata trabajando" is the idiom
// of overwork.
const LEAVE =
  "dejo|deje|dejara|dejaba|dejaria|abandono|abandonara|me voy|me fuera|me separo|me separara|me divorcio|me divorciara|termino|terminara|terminamos|corto con el|corto con ella|no regreso|no vuelvo|me alejo|me aleje|me caso con otro|me caso con otra|cuento|le digo|digo|hablo|denuncio";
const KILLS_SELF =
  "se (mata|matara|mataria|va a matar|suicida|suicidara|suicidaria|va a suicidar|quita la vida|quitara la vida|va a quitar la vida|avienta|tira|cuelga|ahorca|corta las venas|hace algo|va a hacer algo|hace dano|va a hacer dano|lastima|va a lastimar)(?! (trabajando|estudiando|de (risa|hambre|trabajo|tristeza|coraje)))";
const LEVERAGE = [
  `si ([^ ]* ){0,3}(${LEAVE}) ([^ ]* ){0,4}${KILLS_SELF}`,
  `${KILLS_SELF} ([^ ]* ){0,2}si ([^ ]* ){0,3}(${LEAVE})`,
  "(amenaza|amenazo|amenazaba|amenazando|amenazandome) (con|de) (matarse|suicidarse|quitarse la vida|hacerse dano|lastimarse|cortarse|aventarse|tirarse) ([^ ]* ){0,2}si",
  "(chantajea|chantajeo|chantajeando|chantaje|chantajes|manipula|manipulando) ([^ ]* ){0,4}(se va a matar|se mata|matarse|suicidarse|suicid[^ ]*|quitarse la vida)",
];

// Abuse told as long past ("de niña abusaron de mí", "cuando tenía diez años mi tío me tocaba") by an
// adult asking of forgiveness or healing: a wound, not an emergency. It is answered, with where to
// find help added. Anything that says it goes on — now, still, at home, fear, a threat, a child, the
// present tense of the act — keeps the crisis reply.
const LONG_AGO = [
  "de (nina|nino|chica|chico|chiquita|chiquito|chiquilla|chiquillo|pequena|pequeno|adolescente|nena|morrita|morrito|escuincla|escuincle)",
  "cuando (yo )?(era|estaba|tenia|iba en|estaba en) ([^ ]* ){0,2}(nina|nino|chica|chico|chiquita|chiquito|pequena|pequeno|adolescente|menor|bebe|primaria|secundaria|kinder|[0-9]+|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince)",
  "en mi (infancia|ninez|adolescencia|juventud)",
  "hace (muchos|varios|tantos|mas de|como|unos|[0-9]+|diez|veinte|treinta|cuarenta) ([^ ]* ){0,1}anos",
  "a los ([0-9]+|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince) anos",
];
const STILL = [
  "(todavia|aun|sigue|siguen|sigo|ahora|hoy|anoche|ayer|esta noche|de nuevo|otra vez|cada vez|todos los dias|diario|a diario|peligro|miedo|panico|terror|ayuda|ayudame|auxilio)",
  "(vive|vivimos|vivo) (conmigo|con el|con ella|con ellos|juntos|en mi casa|en la casa)",
  "(me|nos) (pega|pegan|golpea|golpean|maltrata|maltratan|viola|violan|abusa|abusan|toca|tocan|manosea|manosean|amenaza|amenazan|obliga|obligan|lastima|lastiman|encierra|humilla|controla|busca|sigue|acosa|persigue)",
  "(abusa|abusan|esta abusando|estan abusando) de (mi|nosotros)",
];
const ABUSER = ABUSERS.join("|");
// Someone else abused: told by a witness, a parent, a sister.
const ABUSE_OTHER = [
  `(le|les) (pega|pegan|pegaba|golpea|golpean|golpeaba|maltrata|maltratan|maltrataba|viola|violo|violaron|violaba|amenaza|amenazan|ahorca|patea|jalonea|encierra|humilla|lastima|cachetea)(?! ${STRUCK_THING})`,
  "que (le|les) (pegue|peguen|golpee|golpeen|maltrate|viole|humille|lastime)",
  "(le|les) (toca|tocan|tocaba|tocaron|toco) (mis|sus|las|donde|en|de forma|cuando|partes)",
  `(${ABUSER}) (le|la|lo|los|las) (toca|tocan|tocaba|tocaron|toco|manosea|manoseo|manoseaba|besa a la fuerza)`,
  `(la|lo|los|las) (toca|tocan|tocaba|toco|manosea|manoseaba|manoseo|viola|violo|violaba|golpea|golpeaba|maltrata|maltrataba|pega|pegaba|lastima) (mi|su|el|la|un|una|sus|mis) (${ABUSER})`,
  // A thing struck first does not spare the person struck after it: "le pega a la pared y luego a mi mamá".
  "(golpea|golpean|golpeaba|pega|pegan|pegaba|patea|avienta) ([^ ]* ){1,6}(a|y a|luego a|tambien a) (mi|mis|su|sus) (hijo|hija|hijos|hijas|hermanito|hermanita|hermanitos|nieto|nieta|nietos|sobrino|sobrina|sobrinos|nino|nina|ninos|ninas|bebe|esposa|esposo|mujer|mama|papa|hermana|hermano)",
  "(golpea|golpean|golpeaba|maltrata|maltratan|maltrataba|pega|pegan|pegaba|manosea|manoseaba|viola|violaba|patea|cachetea) a (mi|mis|su|sus|la|el|los|las|esa|ese) (hijo|hija|hijos|hijas|hermanito|hermanita|hermanitos|nieto|nieta|nietos|sobrino|sobrina|sobrinos|nino|nina|ninos|ninas|bebe|esposa|mujer|mama|hermana|hermano|alumnos|alumnas)",
  "(esposo|marido|novio|pareja|esposa|novia|viejo) ([^ ]* ){0,3}(la|lo) tiene (encerrada|encerrado|oprimida|oprimido|amenazada|amenazado|vigilada|vigilado|controlada|controlado)",
  "(la|lo|los|las) (obliga|obligan|obligo|obligaron|obligaba|forzo|forzaron) a (tener relaciones|tener sexo|acostarse|hacer cosas)",
];

const AGE = "(8|9|10|11|12|13|14|15|16|17|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete)";
// Years of a marriage, a job or a faith are not an age ("tengo 15 años de casada").
const NOT_AGE =
  "(?! (anos|ano|anitos) (de|con|que|sin|en|trabajando|casad[^ ]*|sufriendo|aguantando|viviendo|orando|sirviendo)| (hijos|hijas|nietos|dias|meses|semanas|pesos|mil|horas|minutos))";

const MINOR = [
  `tengo ${AGE}${NOT_AGE}`,
  `(a mis|de|con) ${AGE} (anos|ano|anitos)(?! (de|casad[^ ]*))`,
  "soy (un nino|una nina|nino|nina|menor|menor de edad|adolescente|un adolescente|una adolescente|un chavo de secundaria|una chava de secundaria|chiquito|chiquita|estudiante de secundaria|estudiante de primaria)",
  "(mi|mis) (papa|mama|padrastro|madrastra|tio|tia|primo|prima|abuelo|abuela|hermano mayor|maestro|maestra|profe|profesor|profesora|entrenador) (me|nos) (pega|pegan|golpea|golpean|toca|tocan|maltrata|maltratan|viola|lastima|amenaza|encierra|grita y me pega)",
  // School: the years and places only a pupil names as their own.
  "(voy|estoy|ando|estudio|curso) en (la |el )?(secundaria|secu|primaria|prepa|preparatoria|bachillerato|cch|conalep|kinder|(primero|segundo|tercero|cuarto|quinto|sexto|1|2|3|4|5|6)( de| grado| ano)?( de)? (primaria|secundaria|secu|prepa))",
  "(en la escuela|en la secundaria|en la secu|en la primaria|en la prepa|en el salon|en el recreo|a la salida de la escuela|mis companeros de (clase|la escuela|salon)|el prefecto|la prefecta|mi orientador[^ ]*|mis papas|mis padres)",
  "(mi (mama|papa|mami|papi)|mis papas) (no me cree|no me creen|no sabe|no saben|se enojaria|se van a enojar|me va a regan[^ ]*)",
  "(i am|im) (8|9|10|11|12|13|14|15|16|17)",
  // A child named as the one in danger ("mi hija de 15", "mi hermanita").
  `(hijo|hija|hermano|hermana|hermanito|hermanita|sobrino|sobrina|nieto|nieta|alumno|alumna|amigo|amiga) (de |tiene )?${AGE}${NOT_AGE}`,
  "(mi|su) (hermanita|hermanito|nina|nino|hija adolescente|hijo adolescente|hija pequena|hijo pequeno|bebe)",
];

const compile = (list: string[]) => list.map(phoneticPattern);
const leverage = compile(LEVERAGE);
const longAgo = compile(LONG_AGO);
const still = compile(STILL);
const suicide = compile(SUICIDE);
const suicideOther = compile(SUICIDE_OTHER);
const selfHarmOther = compile(SELF_HARM_OTHER);
const abuseOther = compile(ABUSE_OTHER);
const suicideMention = compile(SUICIDE_MENTION);
const suicideSubject = compile(SUICIDE_SUBJECT);
const suicideRisk = compile(SUICIDE_RISK);
const selfHarm = compile(SELF_HARM);
const abuse = compile(ABUSE);
const deathThreat = compile(DEATH_THREAT);
const threatCause = compile(THREAT_CAUSE);
const threatMeant = compile(THREAT_MEANT);
const homeSaid = compile(HOME_SAID);
const minor = compile(MINOR);

// "kiero mrir": a wish word followed by a badly typed death word.
const WISH = new Set(WISH_WORDS.map((w) => phonetic(w)));
const NOT_DEATH = new Set(NOT_DEATH_WORDS);

// The wishes above as they read without the idiom exemptions, and what in a message says the idiom
// is not light: despair, shame that everyone knows of, a death, a threat. "Me quiero morir de la
// vergüenza, todos en la escuela vieron mis fotos" and "me quiero morir de miedo, mi esposo me va a
// matar" are no figure of speech; "pena" is sorrow as much as shame, so it is not exempt at all.
// Laughter, sleep or hunger stay light whatever surrounds them; these states do not.
const HEAVY_STATE =
  "de (la |el |los |las |tanta |tanto )?(verguenza|miedo|susto|cansancio|nervios|coraje|celos|envidia)";
const IDIOM_WISH = compile([
  `(me )?(quiero|kiero|quisiera|deseo|voy a|pienso|pensando en|ganas de|tengo ganas de) (morir|morirme|matarme) ${HEAVY_STATE}`,
  `me (quiero|kiero|voy a) (matar|morir) ${HEAVY_STATE}`,
  "(quiero|quisiera|ojala pudiera|ganas de|me gustaria) desaparecer",
]);
const NOT_LIGHT = compile([
  "(ya )?no (puedo|aguanto|soporto)( mas)?",
  "no quiero (salir|ver a nadie|seguir|vivir|volver)",
  "(nadie|nunca|para siempre|sin salida|no hay salida|no tiene caso|no vale la pena|no tiene sentido|no sirvo|un estorbo|mejor sin mi)",
  "todos ([^ ]* ){0,2}(saben|supieron|vieron|se enteraron|se burlan|se rien|hablan de mi)",
  "(se enteraron|mis fotos|unas fotos|mi video|un video mio|me exhibieron|me expusieron|me quieren exhibir)",
  "(murio|fallecio|se murio|perdi a|perdimos a|desde que)",
  "(me|nos) (va a|van a|quiere|quieren) matar",
  "(cansad[^ ]*|harto|harta) de (todo|todos|la vida|vivir)",
]);

const stateOf = phoneticPattern(`de${OF_A_STATE.replace(/^\(\?! de/, "").replace(/\)$/, "")}`);

function wishToDie(key: string): boolean {
  const ws = key.split(" ");
  for (let i = 0; i + 1 < ws.length; i++) {
    if (WISH.has(ws[i]) && !NOT_DEATH.has(ws[i + 1]) && DEATH_WORDS.some((d) => editDistance(ws[i + 1], d, 1) <= 1)) {
      // "Kiero morir de la verguensa": dying of a state (OF_A_STATE) is no wish to die.
      if (stateOf.test(ws.slice(i + 2).join(" "))) continue;
      return true;
    }
  }
  return false;
}

// The idiom exemption (OF_A_STATE) reads words only; a pause after the wish keeps it a wish:
// "me quiero morir, de la vergüenza ya no puedo salir".
const WISH_THEN_PAUSE = /\b(quiero|kiero|quisiera|deseo|voy a|ganas de)\s+(morir|morirme|matarme|matar)\s*[,;:.!?…]/;
const lowered = (t: string) => t.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** Laughter as typed ("jaja", "jsjs", "xd", 😂). Read on the lowered text: as a phonetic pattern "je…"
 * also took "Jesús", "Jehová" and "jefe" for a laugh. */
const LAUGH = /(?<![a-z])(?:(?:j+[aeiou]+){2,}j*|(?:js)+j?|lol|xd+)(?![a-z])/;
const LAUGH_EMOJI = /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F639}]/u;

/**
 * "Mi jefe dice que me va a matar si no entrego el reporte": a death threat said of anger, not meant.
 * Never from a child (as with the idioms of dying), never when anything says it is meant.
 */
export function figurativeThreat(key: string, text: string): boolean {
  if (minor.some((re) => re.test(key)) || threatMeant.some((re) => re.test(key))) return false;
  const laughing = LAUGH.test(lowered(text)) || LAUGH_EMOJI.test(text);
  if (homeSaid.some((re) => re.test(key))) return laughing;
  return laughing || threatCause.some((re) => re.test(key));
}

/** Whether the message is about suicide, self-harm or abuse; null when it is not. */
export function detectCrisis(text: string): CrisisSignal | null {
  const key = phonetic(text);
  const kinds: CrisisKind[] = [];
  const hit = (list: RegExp[]) => list.some((re) => re.test(key));
  const isMinor = minor.some((re) => re.test(key));
  const spoken =
    hit(suicide) || hasNearWord(text, SUICIDE_SELF_WORDS, 1) || wishToDie(key) || WISH_THEN_PAUSE.test(lowered(text));
  // An idiom of dying of shame, fear or weariness, or of disappearing, is spared only when it stands
  // light: not beside despair, a death or a threat, and not from a child.
  const selfSuicide = spoken || (hit(IDIOM_WISH) && (isMinor || hit(NOT_LIGHT)));
  const selfHarmed = hit(selfHarm) || hasNearWord(text, SELF_HARM_WORDS, 1);
  const threatened = hit(deathThreat) && !figurativeThreat(key, text);
  const leveraged = hit(leverage);
  const selfAbused = hit(abuse) || threatened || leveraged;
  const otherSuicide = hit(suicideOther);
  const otherHarmed = hit(selfHarmOther);
  const otherAbused = hit(abuseOther);
  const inDanger = selfSuicide || otherSuicide;
  const named = !inDanger && (suicideMention.some((re) => re.test(key)) || hasNearWord(text, SUICIDE_WORDS, 1));
  if (inDanger || named) kinds.push("suicide");
  if (selfHarmed || otherHarmed) kinds.push("self_harm");
  if (selfAbused || otherAbused) kinds.push("abuse");
  if (!kinds.length) return null;
  if (leveraged) return { kinds, minor: isMinor, leverage: true };
  // Abuse of the writer long ago, and nothing else told: answered as a wound (see LONG_AGO).
  const pastOnly =
    kinds.length === 1 && selfAbused && !threatened && !otherAbused && !isMinor && hit(longAgo) && !hit(still);
  if (pastOnly) return { kinds, minor: false, past: true };
  // Only what is told of someone else: no sign that the writer is the one at risk.
  const other = (otherSuicide || otherHarmed || otherAbused) && !selfSuicide && !selfHarmed && !selfAbused;
  // A child who names suicide at all gets the crisis reply: 911 and a trusted adult first.
  const asSubject = suicideSubject.some((re) => re.test(key)) && !suicideRisk.some((re) => re.test(key));
  if (named && asSubject && kinds.length === 1 && !isMinor) return { kinds, minor: false, subjectOnly: true };
  return other ? { kinds, minor: isMinor, other: true } : { kinds, minor: isMinor };
}
