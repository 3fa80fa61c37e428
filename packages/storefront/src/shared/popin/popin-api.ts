import { storeApi } from '../../app/api.js';

/** Pop-ins' HTML (spec 7.5: /media/wysiwyg/popin{path}), asked when one opens. */
const popinApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** A pop-in by its path ('/privilege-code'). */
    getPopin: build.query<string, string>({
      query: (path) => (client) => client.content.popin(path),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPopinQuery } = popinApi;
