/** A message that goes on after a colon in a longer one: « … n’a pas été lu : le fichier est vide. » */
export const afterColon = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);
