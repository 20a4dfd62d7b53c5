// The Spanish words of the chat's conversation threads (issue 13). Client-safe: the chat screen and
// the server share them.

export const CONVERSATION_TEXT = {
  /** The title of a thread before its first question names it (also the button that starts one). */
  untitled: "Nueva conversación",
  newButton: "Nueva conversación",
  listLabel: "Tus conversaciones",
  listHeading: "Conversaciones",
  openList: "Conversaciones",
  closeList: "Cerrar",
  loadMore: "Ver más",
  empty: "Aún no tienes conversaciones guardadas.",
  rename: "Renombrar",
  renameLabel: "Nuevo título",
  save: "Guardar",
  cancel: "Cancelar",
  delete: "Eliminar",
  deleteConfirm: (title: string) =>
    `¿Eliminar la conversación «${title}»? Se borrarán todos sus mensajes y no podrás recuperarla.`,
  current: "Conversación actual",
  listError: "No pudimos cargar tus conversaciones. Inténtalo de nuevo.",
  actionError: "No pudimos completar la acción. Inténtalo de nuevo.",
} as const;
