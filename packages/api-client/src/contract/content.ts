import Type from 'typebox';
import { WildcardParams } from './common.js';
import { defineRoute } from './route.js';

const Html = Type.String({ description: 'An HTML fragment (text/html)' });
const tag = 'content';

/** Static content (spec 7.5): public HTML fragments under the store's /media and /html paths. */
export const contentRoutes = {
  cmsPage: defineRoute({
    method: 'GET',
    path: '/media/wysiwyg/pages/*',
    summary: 'CMS page body (help, privacy policy, promotional offers terms, delivery and returns)',
    tag,
    params: WildcardParams,
    response: Html,
    format: 'html',
    public: true,
  }),
  popin: defineRoute({
    method: 'GET',
    path: '/media/wysiwyg/popin/*',
    summary: 'Popin body',
    tag,
    params: WildcardParams,
    response: Html,
    format: 'html',
    public: true,
  }),
  sizeGuide: defineRoute({
    method: 'GET',
    path: '/media/wysiwyg/fiche-produit/:file',
    summary: 'Size guide ({id}.html, the id from a product sheet)',
    tag,
    params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.html$' }) }),
    response: Html,
    format: 'html',
    public: true,
  }),
  footer: defineRoute({
    method: 'GET',
    path: '/media/footer/footer.html',
    summary: 'Footer links and service information',
    tag,
    response: Html,
    format: 'html',
    public: true,
  }),
  internalLinking: defineRoute({
    method: 'GET',
    path: '/html/:file',
    summary: 'Internal-linking block (maillagebloc-{identifier}.html)',
    tag,
    params: Type.Object({
      file: Type.String({ pattern: '^maillagebloc-[a-z0-9-]{1,64}\\.html$' }),
    }),
    response: Html,
    format: 'html',
    public: true,
  }),
};
