print("gtpush")
