import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";

// A partner or parent who takes anger or drink out on the writer, or shoves them about, is abuse even
// when nobody writes "pega" or "golpea": such a message was answered with the marriage topic and
// "las casadas estén sujetas á sus propios maridos". Everyday pressure and a bad boss are not.

describe("anger taken out on the writer at home is abuse", () => {
  it.each([
    "mi esposo llega borracho y se desquita conmigo",
    "cuando mi pareja pierde en el juego la agarra conmigo y con los niños",
    "mi padrastro descarga su coraje conmigo",
    "mi novio me aventó contra el ropero",
    "mi marido me zarandea cuando se enoja",
  ])("%s", (text) => {
    expect(detectCrisis(text)?.kinds).toContain("abuse");
  });

  it.each([
    "mi jefe se desquita conmigo cuando le va mal",
    "mi mamá me empuja a ser mejor cada día",
    "mi esposo y yo discutimos por el dinero",
    "mi esposa se quiere desquitar del vecino que nos robó",
  ])("not a crisis: %s", (text) => {
    expect(detectCrisis(text)).toBeNull();
  });
});
