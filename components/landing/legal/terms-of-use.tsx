import Link from "next/link";
import type { Allowances } from "@/content/allowance-text.ts";
import { LEGAL } from "@/content/legal.ts";
import { LINEA_DE_LA_VIDA } from "@/content/crisis-reply.ts";
import { PLANS } from "@/lib/billing/plans.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./legal.module.css";

export function TermsOfUse({ allowances }: { allowances: Allowances }) {
  const p = PRODUCT_NAME;
  return (
    <article id="terms" className={styles.article} aria-labelledby="terms-title">
      <h2 id="terms-title">Términos de uso</h2>
      <p>
        Estos términos regulan el uso de {p}, un asistente de estudio bíblico en español que responde preguntas sobre
        las Escrituras con ayuda de inteligencia artificial. Al usar {p}, con o sin cuenta, aceptas estos términos. Si
        no estás de acuerdo con ellos, por favor no uses el servicio.
      </p>

      <h3>1. Qué es {p} y qué no es</h3>
      <p>
        {p} es una herramienta de estudio. Cita el texto de la Santa Biblia versión Reina-Valera 1909, de dominio
        público, y explica pasajes y temas con un tono respetuoso y sin afiliación a ninguna denominación. Las
        explicaciones se generan de forma automática y pueden contener errores: compáralas siempre con tu Biblia.
      </p>
      <p>
        {p} no es un pastor, consejero, médico, psicólogo ni abogado, y no sustituye el acompañamiento de personas de tu
        comunidad ni la atención profesional. Si estás en crisis o piensas en hacerte daño, llama a la Línea de la Vida
        al <a href={`tel:${LINEA_DE_LA_VIDA.replaceAll(" ", "")}`}>{LINEA_DE_LA_VIDA}</a> o al <a href="tel:911">911</a>
        .
      </p>

      <h3>2. Cuentas</h3>
      <p>
        Puedes probar {p} sin cuenta. Para usarlo de forma continua necesitas crear una cuenta con datos verdaderos y
        mantener segura tu contraseña. Eres responsable de la actividad realizada con tu cuenta. Debes tener al menos 18
        años, o contar con la autorización de tu madre, padre o tutor.
      </p>

      <h3>3. Uso permitido</h3>
      <p>Te pedimos usar {p} de buena fe. No está permitido:</p>
      <ul>
        <li>intentar obtener acceso no autorizado al servicio, a otras cuentas o a nuestros sistemas;</li>
        <li>automatizar consultas masivas, revender el servicio o eludir sus límites de uso;</li>
        <li>usarlo para acosar, difamar, promover la violencia o cualquier actividad ilícita;</li>
        <li>presentar las respuestas de {p} como palabra de una autoridad religiosa o de una persona real.</li>
      </ul>
      <p>Podemos suspender cuentas que incumplan estas reglas, avisándote del motivo cuando sea posible.</p>

      <h3>4. Planes, límites y pagos</h3>
      <ul>
        <li>Sin cuenta: {allowances.guestPrompts} preguntas gratuitas en la demostración.</li>
        <li>Cuenta gratuita: {allowances.freeDaily} mensajes al día (horario de la Ciudad de México).</li>
        <li>
          {PLANS.monthly.name}: {PLANS.monthly.priceText} al mes. {PLANS.annual.name}: {PLANS.annual.priceText} al año
          (equivale a 2 meses gratis). Ambos incluyen preguntas ilimitadas, sujetas a un límite de uso justo por hora
          que protege el servicio para todos.
        </li>
      </ul>
      <p>
        Los precios están en pesos mexicanos e incluyen los impuestos aplicables. Los pagos los procesa Stripe; {p} no
        recibe ni guarda los datos completos de tu tarjeta. La suscripción se renueva automáticamente al final de cada
        periodo hasta que la canceles. Puedes cancelarla en cualquier momento desde «Mi Cuenta» → «Gestionar
        Suscripción»; conservarás el acceso Premium hasta el final del periodo ya pagado. No hacemos reembolsos
        proporcionales por periodos parciales, salvo cuando la ley lo exija. Si cambiamos un precio, te avisaremos con
        anticipación y el cambio aplicará a partir de tu siguiente renovación.
      </p>

      <h3>5. Contenido y propiedad intelectual</h3>
      <p>
        El texto bíblico de la Reina-Valera 1909 es de dominio público. El diseño, la marca, el software y los textos
        propios de {p} nos pertenecen o los usamos con licencia. Tus preguntas son tuyas; nos das permiso de procesarlas
        para responderte y para mantener tu historial, como explica el <a href="#privacy">Aviso de privacidad</a>.
        Puedes compartir libremente las respuestas que recibas.
      </p>

      <h3>6. Disponibilidad y responsabilidad</h3>
      <p>
        Trabajamos para que {p} esté disponible y funcione bien, pero puede haber interrupciones, errores o cambios en
        sus funciones. En la medida en que la ley lo permita, {p} se ofrece «tal cual» y no somos responsables de
        decisiones tomadas únicamente con base en sus respuestas. Nada de lo aquí dispuesto limita los derechos que te
        reconoce la Ley Federal de Protección al Consumidor; puedes acudir a la Procuraduría Federal del Consumidor
        (Profeco).
      </p>

      <h3>7. Cambios a estos términos</h3>
      <p>
        Podemos actualizar estos términos. Publicaremos la nueva versión en esta página con su fecha y, si el cambio es
        importante, te avisaremos por correo o dentro del servicio antes de que entre en vigor.
      </p>

      <h3>8. Ley aplicable y contacto</h3>
      <p>
        Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para cualquier controversia,
        las partes se someten a los tribunales competentes de la Ciudad de México, sin perjuicio de la competencia de la
        Profeco ni del fuero que te corresponda como consumidor. Para dudas escríbenos a{" "}
        <a href={`mailto:${LEGAL.contactEmail}`}>{LEGAL.contactEmail}</a>. También puedes volver al{" "}
        <Link href="/">inicio</Link>.
      </p>
    </article>
  );
}
