#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

/* Graphviz 2.42 declares most string parameters `char *`; current releases declare them
   `const char *`. These wrappers take `const char *` so that Swift code is the same for
   both, and they keep Swift away from Graphviz's mutable globals (Agdirected). */

/* Object IDs in the order objects are named, so that every drawing comes out the same bytes.
   Graphviz's own ID discipline makes a name's ID the address of its interned copy, and it
   emits subgraphs (the boxes) in ID order: their order in the SVG then followed where the
   allocator put each name, which differs between renders in one process. Here a name's ID is
   2 × (its number in naming order); unnamed objects get odd IDs counted from 1, as Graphviz's
   own discipline gives them. Names are Graphviz's own interned strings (agstrdup), as its
   writers expect (they read a flag kept before the string): the table holds one reference to
   each until the graph closes, and each object one more, released when it is freed. */
typedef struct {
    Agraph_t *graph;
    char **names;        /* by number, each an interned string */
    size_t count, capacity;
    size_t *slots;       /* a name's number + 1, 0 where empty */
    size_t slotCount;    /* a power of two, at least twice count */
    IDTYPE anonymous;
} cgv_ids;

static inline size_t cgv_ids_hash(const char *name) {
    size_t hash = (size_t)1469598103934665603ULL;
    for (const unsigned char *c = (const unsigned char *)name; *c; c++) hash = (hash ^ *c) * (size_t)1099511628211ULL;
    return hash;
}

/* The slot holding `name`, or the empty slot where it would go. */
static inline size_t cgv_ids_slot(const cgv_ids *ids, const char *name) {
    size_t mask = ids->slotCount - 1, at = cgv_ids_hash(name) & mask;
    while (ids->slots[at] != 0 && strcmp(ids->names[ids->slots[at] - 1], name) != 0) at = (at + 1) & mask;
    return at;
}

static inline int cgv_ids_grow(cgv_ids *ids) {
    if (ids->count == ids->capacity) {
        size_t capacity = ids->capacity ? ids->capacity * 2 : 64;
        char **names = realloc(ids->names, capacity * sizeof *names);
        if (names == NULL) return 0;
        ids->names = names;
        ids->capacity = capacity;
    }
    if (2 * (ids->count + 1) > ids->slotCount) {
        size_t slotCount = ids->slotCount ? ids->slotCount * 2 : 128;
        size_t *slots = calloc(slotCount, sizeof *slots);
        if (slots == NULL) return 0;
        free(ids->slots);
        ids->slots = slots;
        ids->slotCount = slotCount;
        for (size_t number = 0; number < ids->count; number++) ids->slots[cgv_ids_slot(ids, ids->names[number])] = number + 1;
    }
    return 1;
}

static inline void *cgv_ids_open(Agraph_t *graph, Agdisc_t *discipline) {
    (void)discipline;
    cgv_ids *ids = calloc(1, sizeof *ids);
    if (ids == NULL) return NULL;
    ids->graph = graph;
    ids->anonymous = 1;
    return ids;
}

static inline long cgv_ids_map(void *state, int kind, char *name, IDTYPE *id, int create) {
    (void)kind;
    cgv_ids *ids = state;
    if (ids == NULL) return 0; /* `open` found no memory: no object gets an ID, so none is made (the renderer skips it) */
    if (name == NULL) {
        *id = ids->anonymous;
        ids->anonymous += 2;
        return 1;
    }
    if (ids->slotCount != 0) {
        size_t at = cgv_ids_slot(ids, name);
        if (ids->slots[at] != 0) {
            /* A new object of a name already known takes its own reference. */
            if (create) agstrdup(ids->graph, name);
            *id = (IDTYPE)(2 * ids->slots[at]);
            return 1;
        }
    }
    if (!create || !cgv_ids_grow(ids)) return 0;
    char *interned = agstrdup(ids->graph, name); /* the table's reference */
    if (interned == NULL) return 0;
    agstrdup(ids->graph, name); /* the object's */
    ids->names[ids->count] = interned;
    ids->count += 1;
    ids->slots[cgv_ids_slot(ids, interned)] = ids->count;
    *id = (IDTYPE)(2 * ids->count);
    return 1;
}

static inline long cgv_ids_alloc(void *state, int kind, IDTYPE request) {
    (void)state;
    (void)kind;
    (void)request;
    return 0;
}

static inline void cgv_ids_free(void *state, int kind, IDTYPE id) {
    (void)kind;
    cgv_ids *ids = state;
    if (ids != NULL && id % 2 == 0 && id != 0 && id / 2 <= ids->count) agstrfree(ids->graph, ids->names[id / 2 - 1]);
}

static inline char *cgv_ids_print(void *state, int kind, IDTYPE id) {
    (void)kind;
    cgv_ids *ids = state;
    if (ids == NULL || id % 2 != 0 || id == 0 || id / 2 > ids->count) return NULL;
    return ids->names[id / 2 - 1];
}

static inline void cgv_ids_close(void *state) {
    cgv_ids *ids = state;
    if (ids == NULL) return;
    /* Graphviz closes the discipline before its strings: the table's references go here. */
    for (size_t number = 0; number < ids->count; number++) agstrfree(ids->graph, ids->names[number]);
    free(ids->names);
    free(ids->slots);
    free(ids);
}

static inline void cgv_ids_register(void *state, int kind, void *object) {
    (void)state;
    (void)kind;
    (void)object;
}

static inline Agdisc_t *cgv_discipline(void) {
    static Agiddisc_t ids = {
        cgv_ids_open, cgv_ids_map, cgv_ids_alloc, cgv_ids_free, cgv_ids_print, cgv_ids_close, cgv_ids_register,
    };
    static Agdisc_t discipline;
    discipline.mem = &AgMemDisc;
    discipline.id = &ids;
    discipline.io = &AgIoDisc;
    return &discipline;
}

static inline Agraph_t *cgv_open_directed(const char *name) {
    return agopen((char *)name, Agdirected, cgv_discipline());
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
