import styles from "./reader.module.css";

/** The reader's search: a reference, a remembered phrase or a subject (answered by /biblia/buscar). */
export function ReaderSearchBox({ defaultValue = "" }: { defaultValue?: string }) {
  return (
    <form className={styles.search} action="/biblia/buscar" method="get" role="search">
      <label htmlFor="biblia-q" className="visually-hidden">
        Buscar en la Biblia
      </label>
      <input
        id="biblia-q"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Juan 3:16, «el Señor es mi pastor» o perdón"
        maxLength={200}
        required
        data-testid="reader-search-input"
      />
      <button type="submit" className="btn btn-primary">
        Buscar
      </button>
    </form>
  );
}
