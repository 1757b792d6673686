/** Header, menus, breadcrumb, footer and the other parts of the layout. */
export const layout = {
  'skip.content': 'Aller au contenu',
  'skip.menu': 'Aller au menu',
  'skip.footer': 'Aller au pied de page',
};
