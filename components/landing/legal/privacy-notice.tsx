import { arcoPaths, LEGAL } from "@/content/legal.ts";
import { PRODUCT_NAME } from "@/lib/product.ts";
import styles from "./legal.module.css";

// Aviso de privacidad integral under Mexico's Ley Federal de Protección de Datos Personales en
// Posesión de los Particulares (LFPDPPP): identity of the responsable, data and purposes, sensitive
// data, transfers, ARCO rights, revocation, limitation, tracking technologies and changes.
export function PrivacyNotice() {
  const p = PRODUCT_NAME;
  const mail = <a href={`mailto:${LEGAL.privacyEmail}`}>{LEGAL.privacyEmail}</a>;
  return (
    <article id="privacy" className={styles.article} aria-labelledby="privacy-title">
      <h2 id="privacy-title">Aviso de privacidad</h2>

      <h3>1. Responsable</h3>
      <p>
        {LEGAL.controllerName}
        {LEGAL.controllerAddress ? `, con domicilio en ${LEGAL.controllerAddress},` : ","} a cargo de {p} (en adelante,
        «nosotros»), es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de
        Datos Personales en Posesión de los Particulares (LFPDPPP) y demás normativa aplicable. Para cualquier asunto de
        privacidad escríbenos a {mail}.
      </p>

      <h3>2. Datos que recabamos</h3>
      <ul>
        <li>
          <strong>Identificación y contacto:</strong> nombre, apellido, correo electrónico y, si inicias sesión con un
          proveedor externo, tu foto de perfil.
        </li>
        <li>
          <strong>Acceso:</strong> tu contraseña, que guardamos solo como huella criptográfica (nunca en texto legible),
          cookies de sesión con la fecha en que iniciaste cada una, si confirmaste tu correo y, mientras sirven, los
          enlaces de un solo uso que te enviamos por correo (también solo como huella).
        </li>
        <li>
          <strong>Conversaciones:</strong> las preguntas que escribes y las respuestas que recibes, con su fecha.
        </li>
        <li>
          <strong>Uso del servicio:</strong> contadores de mensajes por día y, en la demostración sin cuenta, un
          identificador aleatorio guardado en tu navegador. Para evitar abusos usamos tu dirección IP solo en forma
          cifrada (una huella), sin guardarla tal cual.
        </li>
        <li>
          <strong>Suscripción:</strong> plan, estado y fechas de tu suscripción, y los identificadores de cliente y de
          suscripción que nos da Stripe. No recibimos ni guardamos los datos completos de tu tarjeta: los trata
          directamente Stripe.
        </li>
      </ul>
      <p>
        <strong>Datos sensibles.</strong> Tus preguntas pueden revelar tus creencias religiosas, que la LFPDPPP
        considera datos personales sensibles. Solo las usamos para responderte y mostrarte tu historial. Al crear tu
        cuenta y aceptar este aviso nos das tu consentimiento expreso para tratarlas; puedes revocarlo en cualquier
        momento como se explica abajo. Te recomendamos no escribir datos de salud u otros datos sensibles de terceros.
      </p>

      <h3>3. Para qué usamos tus datos</h3>
      <p>Finalidades necesarias para darte el servicio:</p>
      <ul>
        <li>crear y administrar tu cuenta e iniciar tu sesión;</li>
        <li>
          enviarte los correos de tu cuenta: confirmar tu correo, recuperar o cambiar tu contraseña y avisarte de
          cambios de seguridad;
        </li>
        <li>responder tus preguntas y guardar tu historial de conversaciones;</li>
        <li>sugerirte temas de estudio a partir de tus conversaciones recientes;</li>
        <li>aplicar los límites de uso de cada plan y prevenir fraudes y abusos;</li>
        <li>procesar tu suscripción y darte acceso a los beneficios Premium;</li>
        <li>atender tus solicitudes y cumplir obligaciones legales.</li>
      </ul>
      <p>Finalidades secundarias, que no son necesarias para el servicio:</p>
      <ul>
        <li>medir de forma estadística cómo se usa el sitio para mejorarlo (analítica).</li>
      </ul>
      <p>
        Si no deseas que usemos tus datos para la finalidad secundaria, escríbenos a {mail}; tu negativa no afectará el
        servicio que recibes.
      </p>

      <h3>4. Analítica y cookies</h3>
      <p>
        Usamos cookies estrictamente necesarias para mantener tu sesión, y almacenamiento local del navegador para
        contar tus preguntas gratuitas y los versículos compartidos. Cuando está habilitada, usamos PostHog para
        analítica de producto (páginas visitadas, eventos como usar la demostración o registrarse, y datos técnicos del
        navegador). PostHog guarda una cookie propia con vigencia de hasta 365 días. Puedes bloquear o borrar las
        cookies desde la configuración de tu navegador; si bloqueas las de sesión no podrás iniciar sesión.
      </p>

      <h3>5. Con quién compartimos tus datos</h3>
      <p>
        No vendemos tus datos personales. Para operar {p} compartimos los datos estrictamente necesarios con proveedores
        que los tratan por cuenta nuestra (encargados), bajo obligaciones de confidencialidad y seguridad:
      </p>
      <ul>
        <li>Stripe, para procesar pagos y administrar suscripciones;</li>
        <li>
          el proveedor de inteligencia artificial que genera las respuestas, que recibe el texto de tus preguntas;
        </li>
        <li>el proveedor de inicio de sesión, cuando entras con una cuenta externa;</li>
        <li>PostHog, para analítica, cuando está habilitada;</li>
        <li>el proveedor de correo electrónico que entrega los mensajes de tu cuenta;</li>
        <li>proveedores de alojamiento y bases de datos.</li>
      </ul>
      <p>
        Algunos de estos proveedores pueden tratar los datos fuera de México. Fuera de estos casos, solo transferiremos
        tus datos cuando una ley o una autoridad competente lo exija, supuestos en los que la LFPDPPP no requiere tu
        consentimiento.
      </p>

      <h3>6. Tus derechos ARCO</h3>
      <p>
        Tienes derecho a <strong>A</strong>cceder a tus datos, <strong>R</strong>ectificarlos si son inexactos,{" "}
        <strong>C</strong>ancelarlos cuando consideres que no se requieren y <strong>O</strong>ponerte a su uso para
        fines específicos. También puedes revocar tu consentimiento y limitar el uso o divulgación de tus datos.
      </p>
      <p>Cómo ejercerlos en {p}:</p>
      <ul>
        {arcoPaths(p).map((path) => (
          <li key={path.right}>
            <strong>{path.right}:</strong> {path.how}
          </li>
        ))}
      </ul>
      <p>
        También puedes ejercer cualquiera de estos derechos, revocar tu consentimiento o limitar el uso de tus datos
        enviando un correo a {mail} con:
      </p>
      <ol>
        <li>tu nombre y un medio para responderte;</li>
        <li>una identificación oficial (o la de tu representante, con el documento que acredite la representación);</li>
        <li>la descripción clara de los datos y del derecho que quieres ejercer;</li>
        <li>para rectificaciones, el dato correcto y, en su caso, el documento que lo respalde.</li>
      </ol>
      <p>
        Te responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva tu solicitud dentro de
        los 15 días hábiles siguientes. Ejercer tus derechos es gratuito.
      </p>
      <p>
        Si consideras que tu derecho a la protección de datos ha sido vulnerado, puedes acudir a la autoridad garante en
        materia de protección de datos personales en posesión de particulares.
      </p>

      <h3>7. Seguridad y conservación</h3>
      <p>
        Protegemos tus datos con medidas administrativas, técnicas y físicas: conexiones cifradas, contraseñas guardadas
        como huellas criptográficas y acceso restringido. Conservamos tus datos mientras tengas una cuenta activa. Las
        sesiones vencidas y los enlaces de correo vencidos se borran automáticamente. Al eliminar tu cuenta solo queda
        el registro de la suscripción sin datos que te identifiquen, durante el tiempo que exijan las leyes fiscales.
      </p>

      <h3>8. Cambios a este aviso</h3>
      <p>
        Cualquier cambio a este aviso de privacidad se publicará en esta página con su fecha de actualización y, si es
        importante, te lo comunicaremos por correo electrónico o dentro del servicio.
      </p>
    </article>
  );
}
