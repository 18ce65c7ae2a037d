// Linux's process controls that Swift cannot call itself: prctl(2) is variadic, and Swift imports no variadic C
// function.
#include <signal.h>
#include <sys/prctl.h>

/// Asks the kernel to send `signal` to this process when the thread that started it ends (with its process, as
/// long as that thread is the process's main thread): PR_SET_PDEATHSIG. Returns 0, or -1 with errno set.
static inline int gallery_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}
