// Popular sayings that people often quote as Scripture, with where each comes from and what the
// Bible does say nearby. lib/answers/safety/sayings.ts finds them in a message (on plain() text, by
// any of the variants) and words the reply.

export interface Saying {
  id: string;
  /** How people write it, plain() form (no accents, no punctuation). */
  variants: string[];
  /** The saying as usually written, for the reply. */
  display: string;
  /** One or two sentences on its origin and why it is not Scripture. */
  note: string;
  /** Passages that speak to the same idea. */
  related: string[];
}

export const SAYINGS: Saying[] = [
  {
    id: "dios-ayuda",
    variants: [
      "dios ayuda a quien se ayuda",
      "dios ayuda al que se ayuda",
      "ayudate que dios te ayudara",
      "ayudate y dios te ayudara",
      "dios ayuda a los que se ayudan",
      "dios ayuda al que se ayuda a si mismo",
      "ayudate que yo te ayudare",
      "ayudate y yo te ayudare",
      "ayudate que te ayudare",
      "ayudate y te ayudare",
      "ayudate que dios te ayuda",
      "ayudate y dios te ayuda",
      "ayudate que el cielo te ayudara",
      "ayudate y el cielo te ayudara",
      "god helps those who help themselves",
    ],
    display: "Dios ayuda a quien se ayuda",
    note: "Es un refrán antiguo (aparece ya en fábulas griegas y lo popularizó Benjamín Franklin). La Biblia enseña más bien que Dios ayuda a quien confía en él, y que la salvación es un regalo de su gracia, no algo que logramos solos.",
    related: ["Proverbios 3:5-6", "Efesios 2:8", "Salmos 121:2"],
  },
  {
    id: "mazo-dando",
    variants: [
      "a dios rogando y con el mazo dando",
      "a dios rezando y con el mazo dando",
      "a dios orando y con el mazo dando",
      "rogando a dios y con el mazo dando",
    ],
    display: "A Dios rogando y con el mazo dando",
    note: "Es un refrán español, no un versículo. La Biblia sí une la oración con el trabajo diligente, sin hacer de Dios un socio que sólo ayuda al que se esfuerza.",
    related: ["Nehemías 4:9", "Proverbios 16:3", "Colosenses 3:23"],
  },
  {
    id: "limpieza-santidad",
    variants: [
      "la limpieza es hermana de la santidad",
      "la limpieza esta cerca de la santidad",
      "la limpieza es prima de la santidad",
      "la limpieza es parte de la santidad",
      "la limpieza va de la mano con la santidad",
      "la limpieza esta junto a la santidad",
      "cleanliness is next to godliness",
    ],
    display: "La limpieza es hermana de la santidad",
    note: "Es una frase popular (en inglés la hizo famosa el predicador John Wesley en el siglo XVIII), pero no es un versículo. La Biblia sí habla de la limpieza del corazón.",
    related: ["Salmos 51:10", "Mateo 5:8"],
  },
  {
    id: "no-mas-de-lo-que-puedes",
    variants: [
      "dios no te da mas de lo que puedes soportar",
      "dios no te da mas de lo que puedes cargar",
      "dios no nos da mas de lo que podemos soportar",
      "dios no te manda mas de lo que puedes aguantar",
      "dios no da mas carga de la que puedes llevar",
      "dios no te da mas de lo que puedes",
      "dios no nos da mas de lo que podemos",
      "dios no da mas de lo que podemos aguantar",
      "dios no te manda pruebas mas grandes de las que puedes soportar",
      "dios no te pone pruebas que no puedas soportar",
      "dios no te pone una carga que no puedas llevar",
      "dios no nos da cargas que no podamos llevar",
      "god never gives you more than you can handle",
    ],
    display: "Dios no te da más de lo que puedes soportar",
    note: "Así no aparece en la Biblia. Suele tomarse de 1 Corintios 10:13, que habla de la tentación y promete una salida; y Pablo mismo confiesa que hubo cargas que lo superaron, para que aprendiera a confiar en Dios.",
    related: ["1 Corintios 10:13", "2 Corintios 12:9"],
  },
  {
    id: "dios-aprieta",
    variants: ["dios aprieta pero no ahorca", "dios aprieta pero no ahoga", "dios aprieta mas no ahorca"],
    display: "Dios aprieta pero no ahorca",
    note: 'Es un refrán mexicano, no un versículo. La Biblia no presenta a Dios "apretando", sino acompañando en la prueba.',
    related: ["1 Corintios 10:13", "Isaías 41:10"],
  },
  {
    id: "todo-pasa-por-algo",
    variants: [
      "todo pasa por algo",
      "todo sucede por una razon",
      "todo pasa por una razon",
      "todo sucede por algo",
      "todo pasa por algo en la vida",
      "nada pasa por casualidad",
      "todo tiene una razon de ser",
      "everything happens for a reason",
    ],
    display: "Todo pasa por algo",
    note: "La frase no está en la Biblia. Lo más cercano es Romanos 8:28, que no dice que todo sea bueno, sino que Dios hace que todas las cosas ayuden a bien a quienes lo aman.",
    related: ["Romanos 8:28"],
  },
  {
    id: "dinero-raiz",
    variants: [
      "el dinero es la raiz de todos los males",
      "el dinero es la raiz de todo mal",
      "el dinero es la raiz de todo lo malo",
      "el dinero es la raiz de toda maldad",
      "el dinero es la raiz del mal",
      "money is the root of all evil",
    ],
    display: "El dinero es la raíz de todos los males",
    note: "Así es una cita equivocada: el versículo no condena el dinero, sino **el amor** al dinero.",
    related: ["1 Timoteo 6:10"],
  },
  {
    id: "caminos-misteriosos",
    variants: [
      "dios obra de maneras misteriosas",
      "dios trabaja de formas misteriosas",
      "los caminos de dios son misteriosos",
      "dios obra de formas misteriosas",
      "dios actua de maneras misteriosas",
      "dios se mueve de maneras misteriosas",
      "los caminos del senor son misteriosos",
      "god works in mysterious ways",
    ],
    display: "Dios obra de maneras misteriosas",
    note: "Viene de un himno del poeta inglés William Cowper (1773), no de la Biblia. La idea se parece a lo que Dios dice en Isaías 55.",
    related: ["Isaías 55:8-9"],
  },
  {
    id: "sigue-tu-corazon",
    variants: ["sigue tu corazon", "sigue a tu corazon", "escucha a tu corazon", "follow your heart"],
    display: "Sigue tu corazón",
    note: "Es un consejo popular, no un versículo. La Biblia es más cautelosa con el corazón y nos invita a confiar en Dios antes que en nuestra propia prudencia.",
    related: ["Jeremías 17:9", "Proverbios 3:5-6"],
  },
  {
    id: "ojos-ventana",
    variants: [
      "los ojos son la ventana del alma",
      "los ojos son las ventanas del alma",
      "los ojos son el espejo del alma",
    ],
    display: "Los ojos son la ventana del alma",
    note: "Es un dicho popular, no un versículo. Jesús habló del ojo como la lámpara del cuerpo.",
    related: ["Mateo 6:22"],
  },
  {
    id: "esto-tambien-pasara",
    variants: ["esto tambien pasara", "this too shall pass"],
    display: "Esto también pasará",
    note: "Es un proverbio de origen persa, no un versículo. Pablo sí habla de que la tribulación presente es momentánea.",
    related: ["2 Corintios 4:17"],
  },
  {
    id: "dime-con-quien",
    variants: ["dime con quien andas y te dire quien eres", "el que con lobos anda a aullar se ensena"],
    display: "Dime con quién andas y te diré quién eres",
    note: "Es un refrán popular, no un versículo, aunque Proverbios dice algo parecido.",
    related: ["Proverbios 13:20"],
  },
  {
    id: "dios-no-se-queda",
    variants: ["dios no se queda con nada de nadie", "dios no se queda con nada"],
    display: "Dios no se queda con nada de nadie",
    note: "Es un dicho popular, no un versículo. La Biblia habla de que cada quien cosecha lo que siembra.",
    related: ["Gálatas 6:7"],
  },
  {
    id: "al-que-madruga",
    variants: ["al que madruga dios lo ayuda", "a quien madruga dios le ayuda", "al que madruga dios le ayuda"],
    display: "Al que madruga, Dios lo ayuda",
    note: "Es un refrán, no un versículo. Proverbios sí elogia la diligencia.",
    related: ["Proverbios 6:6"],
  },
  {
    id: "haz-el-bien",
    variants: ["haz el bien sin mirar a quien", "haz bien y no mires a quien"],
    display: "Haz el bien sin mirar a quién",
    note: "Es un refrán, no un versículo, aunque la idea coincide con lo que enseña Pablo.",
    related: ["Gálatas 6:10"],
  },
  {
    id: "odia-pecado",
    variants: [
      "ama al pecador odia el pecado",
      "ama al pecador pero odia el pecado",
      "odia el pecado ama al pecador",
      "love the sinner hate the sin",
    ],
    display: "Ama al pecador, odia el pecado",
    note: "La frase viene de una carta de san Agustín, no de la Biblia. La Biblia sí muestra el amor de Dios por los pecadores.",
    related: ["Romanos 5:8"],
  },
  {
    id: "renglones-torcidos",
    variants: [
      "dios escribe derecho en renglones torcidos",
      "dios escribe recto en renglones torcidos",
      "dios escribe derecho con renglones torcidos",
      "dios escribe derecho en lineas torcidas",
    ],
    display: "Dios escribe derecho en renglones torcidos",
    note: "Es un refrán popular en español y portugués, no un versículo. La idea se parece a lo que José dice a sus hermanos en Génesis 50:20 y a Romanos 8:28.",
    related: ["Génesis 50:20", "Romanos 8:28"],
  },
  {
    id: "perdonar-divino",
    variants: [
      "errar es humano perdonar es divino",
      "equivocarse es humano perdonar es divino",
      "to err is human to forgive divine",
    ],
    display: "Errar es humano, perdonar es divino",
    note: "Es un verso del poeta inglés Alexander Pope (1711), no de la Biblia.",
    related: ["Efesios 4:32"],
  },
];
