#include <stdlib.h>
#include <string.h>
#include <list>
#include "jvmpi.h"
#include "jni.h"
#define DEPTH 5 //depth of stack trace
#define ALLOC_LIMIT 5000 //object size for notification
#define FALSE 0
#define TRUE 1
using namespace std;
// global jvmpi interface pointer
static JVMPI_Interface *jvmpi_interface;
//Class_Info stores information about a loaded class
class Class_Info {
public:
char *name;
list<JVMPI_Method> methods;
jint num_methods;
jobjectID class_id;
} ;
list<Class_Info> classes; //all loaded classes
list<Class_Info>::iterator c_iter; //iterator for classes
list<JVMPI_Method>::iterator m_iter; //iterator for methods
Class_Info a_class;
JVMPI_Method a_method;
void notifyEvent(JVMPI_Event *event);
// profiler agent entry point
extern "C" {
JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *jvm, char *options, void *reserved) {
// get jvmpi interface pointer
if ((jvm->GetEnv((void **)&jvmpi_interface, JVMPI_VERSION_1)) < 0) {
printf("Error obtaining jvmpi interface pointer\n");
return JNI_ERR;
}
// enable event notification
jvmpi_interface->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, NULL);
jvmpi_interface->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL);
// initialize jvmpi interface
jvmpi_interface->NotifyEvent = notifyEvent;
return JNI_OK;
}
}
// function for handling event notification
void notifyEvent(JVMPI_Event *event) {
int x, found;
switch(event->event_type) {
/* -----------------------------------------------------
* when class is loaded, store method and class
* information in "classes" list so that this info
* can be printed in the stack trace
--------------------------------------------------- */
case JVMPI_EVENT_CLASS_LOAD:
a_class.class_id = event->u.class_load.class_id;
a_class.name = strdup(event->u.class_load.class_name);
a_class.num_methods = event->u.class_load.num_methods;
for(int x = 0; x < a_class.num_methods; x ++) {
a_method.method_name = strdup(event->u.class_load.methods[x].method_name);
a_method.method_id = event->u.class_load.methods[x].method_id;
a_class.methods.push_back(a_method);
}
classes.push_back(a_class);
return;
/* -------------------------------------------------
* When object is allocated, check if size is over
* ALLOC_LIMIT. If so, print stack trace.
----------------------------------------------- */
case JVMPI_EVENT_OBJECT_ALLOC:
if (event->u.obj_alloc.size > ALLOC_LIMIT) {
printf("\nLarge object allocated: size %d\n", event->u.obj_alloc.size);
//get stack trace
JVMPI_CallTrace trace;
trace.frames = (JVMPI_CallFrame *) malloc(sizeof(JVMPI_CallFrame) * DEPTH);
trace.env_id = event->env_id;
jvmpi_interface->GetCallTrace(&trace, DEPTH);
//iterate through loaded classes and their methods to
//find a match on the trace method_id
for (x = 0; x < trace.num_frames; x++) {
found = FALSE;
c_iter = classes.begin();
while ((c_iter != classes.end()) && (found != TRUE)) {
m_iter = c_iter->methods.begin();
while ((m_iter != c_iter->methods.end()) && (found != TRUE)) {
if (trace.frames[x].method_id == m_iter->method_id) {
printf("at line %d in method %s in class %s\n", trace.frames[x].lineno, m_iter->method_name, c_iter->name);
found = TRUE;
}
++m_iter;
}
++c_iter;
}
}
free(trace.frames);
}
return;
}
}
