import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

const firstFive = async (q: string) => (await answerChecked(q)).citations.slice(0, 5).map((c) => c.reference);

// Doctrines and practices asked less often than love or anxiety still have the passages a pastor
// cites first: the church's mission, praying for the dead, science, Eastern practices.
describe("built-in answers: less asked doctrines and practices find their own passages", () => {
  it.each([
    ["oigan cual es la mision de la iglesia en el mundo hoy", "Mateo 28:19-20"],
    ["mi tia le reza a las animas del purgatorio, eso sirve de algo?", "Lucas 16:26"],
    ["un maestro me dijo que la ciencia ya demostro que dios no existe", "Romanos 1:20"],
    ["mi esposa va a clases de reiki y dice que son energias buenas", "Colosenses 2:8"],
    ["le pido a la virgen de guadalupe por mi familia, esta mal?", "1 Timoteo 2:5"],
  ])("%s", async (q, ref) => {
    expect(await firstFive(q)).toContain(ref);
  });

  // A feast asked as a matter of conscience ("¿es pagano?", "no celebran") is Romans 14, not a birthday blessing.
  it.each([
    "en mi trabajo hay un testigo de jehova y dice que no festejan su cumple, nosotros si podemos?",
    "mi suegra dice que poner nacimiento y posadas es costumbre pagana",
  ])("%s", async (q) => {
    expect(await firstFive(q)).toContain("Romanos 14:5-6");
  });

  // How to treat a group of people is a moral question, not the feeling of being one of them.
  it("answers how to treat refugees with the law of the stranger, not comfort for one far from home", async () => {
    expect(await firstFive("como debe tratar un cristiano a los refugiados que llegan a mi colonia")).toContain(
      "Levítico 19:33-34",
    );
  });

  it("answers social justice with Micah and Isaiah 1, not only almsgiving", async () => {
    expect(await firstFive("la biblia habla de injusticia social? aqui los ricos abusan de todos")).toContain(
      "Miqueas 6:8",
    );
  });
});
