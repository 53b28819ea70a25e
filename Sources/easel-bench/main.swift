print("easel-bench")
