#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

/* Graphviz 2.42 declares most string parameters `char *`; current releases declare them
   `const char *`. These wrappers take `const char *` so that Swift code is the same for
   both, and they keep Swift away from Graphviz's mutable globals (Agdirected). */

static inline Agraph_t *cgv_open_directed(const char *name) {
    return agopen((char *)name, Agdirected, NULL);
}

static inline Agraph_t *cgv_subgraph(Agraph_t *graph, const char *name) {
    return agsubg(graph, (char *)name, 1);
}

static inline Agnode_t *cgv_node(Agraph_t *graph, const char *name) {
    return agnode(graph, (char *)name, 1);
}

static inline Agnode_t *cgv_subgraph_node(Agraph_t *subgraph, Agnode_t *node) {
    return agsubnode(subgraph, node, 1);
}

static inline Agedge_t *cgv_edge(Agraph_t *graph, Agnode_t *tail, Agnode_t *head, const char *name) {
    return agedge(graph, tail, head, (char *)name, 1);
}

static inline int cgv_set(void *object, const char *name, const char *value) {
    return agsafeset(object, (char *)name, (char *)value, (char *)"");
}

static inline void cgv_default(Agraph_t *graph, int kind, const char *name, const char *value) {
    agattr(graph, kind, (char *)name, (char *)value);
}

static inline int cgv_kind_graph(void) { return AGRAPH; }
static inline int cgv_kind_node(void) { return AGNODE; }
static inline int cgv_kind_edge(void) { return AGEDGE; }

/* Renders a laid-out graph into a malloc'ed buffer (free it with free()). Goes through a
   memory stream because gvRenderData's length parameter changed type across releases. */
static inline int cgv_render(GVC_t *context, Agraph_t *graph, const char *format, char **data, size_t *length) {
    *data = NULL;
    *length = 0;
    FILE *stream = open_memstream(data, length);
    if (stream == NULL) return -1;
    int status = gvRender(context, graph, format, stream);
    if (fclose(stream) != 0) status = -1;
    return status;
}

#endif
