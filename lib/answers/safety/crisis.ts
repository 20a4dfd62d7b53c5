import "server-only";
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
}

const SUICIDE = [
  "suicid[^ ]*",
  "suisid[^ ]*",
  "(me )?(quiero|kiero|quisiera|deseo|voy a|pienso|pensando en|ganas de|tengo ganas de) (morir|morirme|matarme|suicidarme|desaparecer para siempre|dejar de existir|dejar de vivir|no despertar|no existir)",
  "me (quiero|kiero|voy a) (matar|morir)",
  "(ojala|quisiera) (me muriera|morirme|no despertar|no haber nacido|estar muerto|estar muerta)",
  "(matarme|quitarme la vida|me quito la vida|acabar con mi vida|terminar con mi vida|acabar con todo|terminar con todo|ponerle fin a mi vida|poner fin a mi vida|quitar mi vida)",
  "no (quiero|kiero) (vivir|seguir viviendo|seguir aqui|estar aqui|seguir con vida|seguir)",
  "(ya )?no (tiene|le veo) sentido (vivir|la vida|mi vida|seguir)",
  "no vale la pena (vivir|seguir)",
  "(estaria|estarian|estarias|estarian todos) mejor (muerto|muerta|sin mi)",
  "(todos|mi familia) (estaria|estarian) mejor sin mi",
  "mejor (muerto|muerta|me muero)",
  "(colgarme|ahorcarme|aventarme|tirarme) (de|del|al|a las|a la|bajo)",
  "(tomarme|tomar) (todas las|muchas) pastillas",
  "(sobredosis)",
  "(me voy a|quiero) (colgar|ahorcar|aventar|tirar de)",
  "(ya )?no (aguanto|soporto|puedo mas con) (mas )?(la|mi|esta) vida",
  "(me quiero|quiero|quisiera) (ir|irme) de este mundo",
  "(dormir|dormirme) y (ya )?no despertar",
  "quiero desaparecer",
  "nadie me (extranaria|extranaran|echaria de menos|va a extranar)",
  "(si|cuando) me muera nadie",
  "(dont|do not|don t) want to (live|be alive|exist|be here)",
  "(kill myself|killing myself|want to die|wanna die|end my life|take my life|suicidal|better off dead|end it all)",
];

const SELF_HARM = [
  "autolesion[^ ]*",
  "auto lesion[^ ]*",
  "(me )?(corto|cortarme|cortandome|me corte|corte) (las venas|los brazos|las piernas|la piel|las munecas|el brazo|la muneca)",
  "(cortarme|me corto|me sigo cortando|me estoy cortando|cortandome|me volvi a cortar)(?! (el|las|los|mi|mis|un|una) (pelo|cabello|unas|barba|fleco|dedo|papel|ramas))",
  "(me hago|hacerme|me hice|me sigo haciendo) (cortes|cortadas|heridas|quemaduras)",
  "me quemo con (cigarros|cigarrillos|encendedor|fuego)",
  "(lastimarme|hacerme dano|me hago dano|me sigo haciendo dano|me lastimo a proposito|me quemo a proposito|quemarme a proposito|me golpeo a mi mism[^ ]*|castigarme fisicamente|herirme)",
  "(self harm|self-harm|selfharm|hurt myself|hurting myself|cutting myself|cut myself)",
];

const ABUSE = [
  "(abuso|abusos|abusa|abusan|abusaba|abusaban|abuso de mi|abusaron|abusando|abusador) ?(sexual|de mi|de nosotros|de mis hijos|de mi hijo|de mi hija|de ella|de el|conmigo)?",
  "(me|nos|le|les|te) (pega|pegan|pegaba|pegue|golpea|golpean|golpeaba|golpee|maltrata|maltratan|maltrataba|maltrate|viola|violo|violaron|violaba|viole|amenaza|amenazan|ahorca|patea|jalonea|encierra|humilla|humille|lastima|lastime|cachetea)",
  "(me|nos|le|les) (toca|tocan|tocaba|tocaron|toco) (mis|sus|las|donde|en|de forma|cuando|partes)",
  "(papa|mama|padrastro|madrastra|tio|tia|primo|prima|abuelo|hermano|hermanastro|maestro|maestra|profe|profesor|entrenador|vecino|jefe|novio|pastor|sacerdote|padre) (me|nos|le|la|lo) (toca|tocan|tocaba|tocaron|toco|manosea|manoseo|manoseaba|besa a la fuerza)",
  "(manosea|manoseo|manoseaba|manosean|tocamientos)",
  "fui (abusad|violad)[^ ]*",
  "(abusada|abusado|abusados) sexualmente",
  "(me|nos|la|lo) (obliga|obligan|obligo|obligaron|obligaba|forzo|forzaron|forza|fuerza) a (tener relaciones|tener sexo|acostarme|hacer cosas)",
  "sin mi consentimiento",
  "(violacion|violaron|violada|violado|violencia domestica|violencia familiar|violencia intrafamiliar|violencia de genero|maltrato|maltratos|acoso sexual|acosa sexualmente|incesto)",
  "(abuse|abused|abusing|hits me|beats me|molested|molests me|raped|rape me|domestic violence)",
];

const MINOR = [
  "tengo (ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|8|9|10|11|12|13|14|15|16|17) anos",
  "soy (un nino|una nina|nino|nina|menor|menor de edad|adolescente|un adolescente|una adolescente)",
  "(mi|mis) (papa|mama|padrastro|madrastra|tio|tia|primo|prima|abuelo|abuela|hermano mayor|maestro|maestra|profe|profesor|profesora|entrenador) (me|nos) (pega|pegan|golpea|golpean|toca|tocan|maltrata|maltratan|viola|lastima|amenaza|encierra|grita y me pega)",
  "(en la escuela|en la secundaria|en la primaria|mis papas|mis padres)",
  "(i am|im) (8|9|10|11|12|13|14|15|16|17)",
];

const compile = (list: string[]) => list.map(phoneticPattern);
const suicide = compile(SUICIDE);
const selfHarm = compile(SELF_HARM);
const abuse = compile(ABUSE);
const minor = compile(MINOR);

// Single words typed badly enough to escape the phonetic key ("sucidio", "suicido").
const SUICIDE_WORDS = ["suicidio", "suicidarme", "suicidarse", "suicidarte"];
const SELF_HARM_WORDS = ["autolesion", "autolesionarme", "autolesiones"];

// "kiero mrir": a wish word followed by a badly typed death word.
const WISH = new Set(["kiero", "kisiera", "deseo", "kieres"].map((w) => phonetic(w)));
const DEATH_WORDS = ["morir", "morirme", "matarme", "suisidarme", "suisidar"];
const NOT_DEATH = new Set(["morar", "morarme"]); // "quiero morar en la casa de Jehová"

function wishToDie(key: string): boolean {
  const ws = key.split(" ");
  for (let i = 0; i + 1 < ws.length; i++) {
    if (WISH.has(ws[i]) && !NOT_DEATH.has(ws[i + 1]) && DEATH_WORDS.some((d) => editDistance(ws[i + 1], d, 1) <= 1))
      return true;
  }
  return false;
}

/** Whether the message is about suicide, self-harm or abuse; null when it is not. */
export function detectCrisis(text: string): CrisisSignal | null {
  const key = phonetic(text);
  const kinds: CrisisKind[] = [];
  if (suicide.some((re) => re.test(key)) || hasNearWord(text, SUICIDE_WORDS, 1) || wishToDie(key))
    kinds.push("suicide");
  if (selfHarm.some((re) => re.test(key)) || hasNearWord(text, SELF_HARM_WORDS, 1)) kinds.push("self_harm");
  if (abuse.some((re) => re.test(key))) kinds.push("abuse");
  if (!kinds.length) return null;
  return { kinds, minor: minor.some((re) => re.test(key)) };
}
